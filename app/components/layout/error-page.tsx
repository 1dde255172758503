import { isRouteErrorResponse } from "react-router";

/** The router's fallback page: its title, the status, and a stack only in development. */
export function ErrorPage({ error }: { error: unknown }) {
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
