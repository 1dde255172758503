/** Line icons drawn inline so no request is made for them. Decorative: labelled by their control. */
type IconProps = { className?: string };
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const MenuIcon = ({ className = "size-6" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M3 6h18M3 12h18M3 18h12" />
  </svg>
);
export const CloseIcon = ({ className = "size-6" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const BagIcon = ({ className = "size-6" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </svg>
);
export const SearchIcon = ({ className = "size-6" }: IconProps) => (
  <svg {...base} className={className}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </svg>
);
export const ChevronDownIcon = ({ className = "size-4" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const InstagramIcon = ({ className = "size-5" }: IconProps) => (
  <svg {...base} className={className}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </svg>
);
export const FacebookIcon = ({ className = "size-5" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />
  </svg>
);
export const TikTokIcon = ({ className = "size-5" }: IconProps) => (
  <svg {...base} className={className}>
    <path d="M14 3v11.5a3.5 3.5 0 11-3.5-3.5" />
    <path d="M14 3c.5 3 2.5 5 5.5 5" />
  </svg>
);
