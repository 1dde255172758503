/** The display-currency choice; it is wired to prices with the currency module. */
export function CurrencySelect() {
  return (
    <label className="relative inline-flex min-h-11 items-center">
      <span className="sr-only">Currency</span>
      <span aria-hidden="true" className="label-caps">
        <span className="sm:hidden">₦</span>
        <span className="hidden sm:inline">₦ NGN</span>
      </span>
      <select className="absolute inset-0 cursor-pointer opacity-0" defaultValue="ngn" disabled>
        <option value="ngn">₦ NGN</option>
      </select>
    </label>
  );
}
