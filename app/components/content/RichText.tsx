import type { ReactNode } from "react";
import { Link } from "react-router";
import { ROUTES, type RouteName } from "../../../common/routes.ts";
import { useTo } from "../../lib/root-data.ts";

/** `[label](target)` or `**bold**`. */
const MARK = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** Renders a content text with its links and bold marks (see app/i18n/content/types.ts). */
export function RichText({ text }: { text: string }) {
  const to = useTo();
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MARK)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const [, label, target, bold] = m;
    if (bold)
      out.push(
        <strong key={m.index} className="font-bold text-navy">
          {bold}
        </strong>,
      );
    else if (label && target) out.push(<SmartLink key={m.index} target={target} label={label} to={to} />);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return <>{out}</>;
}

function SmartLink({ target, label, to }: { target: string; label: string; to: (name: RouteName) => string }) {
  if (target.startsWith("route:")) {
    const [name, hash] = target.slice(6).split("#") as [string, string | undefined];
    if (name in ROUTES) {
      return (
        <Link className="text-link" to={to(name as RouteName) + (hash ? `#${hash}` : "")}>
          {label}
        </Link>
      );
    }
    return <>{label}</>;
  }
  const external = target.startsWith("https://");
  return (
    <a className="text-link" href={target} {...(external ? { rel: "noopener noreferrer" } : {})}>
      {label}
    </a>
  );
}
