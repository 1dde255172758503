/** Where to measure: a light line drawing of a figure with each point's tape marked and numbered. */
export function MeasureDrawing({ className = "" }: { className?: string }) {
  const tape = "stroke-hazel";
  return (
    <svg
      viewBox="0 0 200 300"
      role="img"
      aria-labelledby="measure-drawing-title"
      className={`h-auto w-full max-w-56 ${className}`}
    >
      <title id="measure-drawing-title">
        Where to measure: 1 bust, 2 waist, 3 hips, 4 shoulder, 5 sleeve, 6 length.
      </title>
      <g className="fill-none stroke-ink" strokeWidth="1.5" strokeLinejoin="round">
        <circle cx="100" cy="30" r="16" />
        <path d="M93 46v10M107 46v10" />
        <path d="M62 64q38-12 76 0l8 40-10 54M62 64l-8 40 10 54" />
        <path d="M70 64q-2 40 12 62q-22 30-18 64l-10 92h92l-10-92q4-34-18-64q14-22 12-62" />
        <path d="M138 64l12 40 4 46M62 64l-12 40-4 46" />
      </g>
      <g className={`fill-none ${tape}`} strokeWidth="2" strokeDasharray="4 3">
        <ellipse cx="100" cy="92" rx="34" ry="6" />
        <ellipse cx="100" cy="128" rx="22" ry="5" />
        <ellipse cx="100" cy="168" rx="38" ry="7" />
        <path d="M62 60h76" />
        <path d="M142 66l10 40 4 44" />
        <path d="M178 60v222" />
      </g>
      <g className="fill-ink text-[11px]" fontFamily="inherit">
        {[
          ["1", 28, 95],
          ["2", 40, 131],
          ["3", 24, 171],
          ["4", 96, 56],
          ["5", 160, 120],
          ["6", 184, 180],
        ].map(([n, x, y]) => (
          <text key={n} x={x} y={y}>
            {n}
          </text>
        ))}
      </g>
    </svg>
  );
}
