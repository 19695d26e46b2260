import { Link } from "react-router";
import { CoverImage } from "./Cards.tsx";

export type LinkCard = { key: string; href: string; title: string; text: string; image?: string | null };

/** A grid of cards, each one link named by its title (related activities, other topics and programmes). */
export function LinkCards({ items, className = "" }: { items: LinkCard[]; className?: string }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${className}`}>
      {items.map((item) => (
        <li key={item.key} className="group relative flex flex-col overflow-hidden rounded-blob border-2 border-line bg-paper shadow-card">
          {item.image && <CoverImage src={item.image} />}
          <div className="flex flex-1 flex-col gap-2 p-5">
            <h3 className="text-lg">
              <Link to={item.href} className="text-navy no-underline after:absolute after:inset-0 after:content-[''] group-hover:underline">
                {item.title}
              </Link>
            </h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
