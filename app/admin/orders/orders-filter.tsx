import { STAGES, type StageKey } from "./stages";

export interface OrdersFilterProps {
  stage: StageKey | null;
  search: string;
  counts: Record<StageKey, number>;
  all: number;
}

/** The stages with their counts (a link each) and the search box: plain links and a GET form. */
export function OrdersFilter({ stage, search, counts, all }: OrdersFilterProps) {
  const href = (key: StageKey | null) => {
    const params = new URLSearchParams();
    if (key) params.set("stage", key);
    if (search) params.set("q", search);
    const query = params.toString();
    return query ? `/admin/orders?${query}` : "/admin/orders";
  };
  const chip = (current: boolean) =>
    `inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap border px-3 text-sm ${current ? "border-ink bg-ink text-ivory" : "border-line bg-white hover:border-ink"}`;
  return (
    <div className="flex flex-col gap-4">
      <form method="get" action="/admin/orders" role="search" className="flex max-w-2xl flex-wrap items-end gap-3">
        {stage && <input type="hidden" name="stage" value={stage} />}
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor="orders-search" className="label-caps text-ink-soft">
            Search orders
          </label>
          <input
            id="orders-search"
            type="search"
            name="q"
            defaultValue={search}
            maxLength={100}
            aria-describedby="orders-search-hint"
            className="min-h-11 w-full border border-line bg-white px-3.5 py-2.5 text-base"
          />
          <p id="orders-search-hint" className="text-xs text-ink-soft">
            Reference, name, email or phone
          </p>
        </div>
        <button
          type="submit"
          className="label-caps mb-5.5 inline-flex min-h-11 items-center bg-ink px-5 text-ivory hover:bg-hazel-deep"
        >
          Search
        </button>
      </form>
      <nav aria-label="Stages">
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:px-0">
          <li>
            <a href={href(null)} aria-current={stage === null ? "page" : undefined} className={chip(stage === null)}>
              All <span className="tabular-nums">{all}</span>
            </a>
          </li>
          {STAGES.map((s) => (
            <li key={s.key}>
              <a
                href={href(s.key)}
                aria-current={stage === s.key ? "page" : undefined}
                className={chip(stage === s.key)}
              >
                {s.label} <span className="tabular-nums">{counts[s.key]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
