import { isRouteErrorResponse, Links, Meta, Outlet, useRouteLoaderData } from "react-router";
import { DEV_ISLANDS_SCRIPT, islandsScript } from "~/islands/islands-script.server";
import { seoSite } from "~/features/seo/site-data.server";
import type { Route } from "./+types/root";
import styles from "./styles/app.css?url";
import displayFont from "../assets/fonts/cormorant-garamond-500.woff2?url";

/**
 * The stylesheet by address, so development (no router runs in the browser to inject it) and
 * production link it alike; the display face every first screen uses loads with the page, so
 * headings do not shift when it swaps in.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * The public origin and default preview image every page's meta needs (read from SITE_URL on the
 * server), and the islands script, the only JavaScript pages load (from source in development).
 */
export function loader() {
  return { seo: seoSite(), islands: import.meta.env.DEV ? DEV_ISLANDS_SCRIPT : islandsScript() };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const islands = useRouteLoaderData<typeof loader>("root")?.islands;
  return (
    <html lang="en-NG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        {/* PNG, not SVG: a phone's renderer builds a whole SVG document (and its font) to decode an SVG icon. */}
        <link rel="icon" href="/favicon.png" type="image/png" sizes="48x48" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islands && <script type="module" src={islands} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The router's fallback page: its title, the status, and a stack only in development. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error)
    ? error.statusText || (status === 404 ? "Not Found" : "Error")
    : error instanceof Error
      ? error.message
      : "Unknown error";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="container-page flex flex-1 flex-col items-center justify-center gap-6 py-24 text-center">
      <title>Unexpected Application Error! | Hazel</title>
      <h1 className="text-4xl sm:text-5xl">Unexpected Application Error!</h1>
      <p className="font-display text-7xl text-hazel">
        <span className="sr-only">Status </span>
        {status}
      </p>
      <p className="text-ink-soft">{detail}</p>
      {stack && <pre className="max-w-full overflow-auto bg-linen p-4 text-left text-xs">{stack}</pre>}
      <a href="/" className="label-caps border-b border-ink pb-1">
        Back to the shop
      </a>
    </main>
  );
}
