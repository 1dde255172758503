import { Links, Meta, Outlet, useRouteLoaderData } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
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

/** The router's fallback page (components/layout/error-page.tsx). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
