import { ErrorPage } from "./ErrorPage.tsx";

/**
 * Below the tablet breakpoint the screen-too-small page replaces the screen (CSS decides, so SSR needs no guess).
 * `small`: what the page still offers there (the board screen's program download).
 */
export function DesktopOnly({ children, small }: { children: React.ReactNode; small?: React.ReactNode }) {
  return (
    <>
      <div className="md:hidden">
        <ErrorPage kind="screen-too-small">{small}</ErrorPage>
      </div>
      <div className="hidden md:block">{children}</div>
    </>
  );
}
