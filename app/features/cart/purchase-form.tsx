import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "~/lib/navigation";
import { Button } from "~/components/ui/button";
import type { Size } from "~/config/sizes";
import type { ProductFacts } from "~/features/catalogue";
import { ProductPrice } from "~/features/currency";
import { SaleBadge } from "~/components/ui/sale-badge";
import { parseQuantity } from "./quantity";
import { QuantityField } from "./quantity-field";
import { SizePicker } from "./size-picker";
import { PAGE_PARAM } from "./refused-add";
import { addItem, cartStore } from "./cart-store";
import { ReadyByNote } from "~/features/delivery";
import { productMessage, WhatsAppLink } from "~/features/whatsapp";
import { island } from "~/lib/islands/island";
import { noteProductViewed } from "~/features/messages";
import { addRefusal, mayLeaveSizeOpen, sizeRefusal, type StockCounts } from "~/features/stock";

/** Pieces of this product in this size already in the cart. */
const inCart = (productId: number, size: Size) =>
  cartStore
    .getSnapshot()
    .cart.items.filter((line) => line.productId === productId && line.size === size)
    .reduce((sum, line) => sum + line.quantity, 0);

/** What was last added, for the polite confirmation. */
interface Added {
  count: number;
  text: string;
}

interface PurchaseFormProps {
  /** The product of the page, from its loader. */
  product: ProductFacts;
  /** A combo's parts, each sold on its own too; none for another product. */
  parts: ProductFacts[];
  pageUrl: string;
  /** Pieces left of the product's counted sizes: sold-out sizes cannot be chosen, nor more than are left added. */
  stock?: StockCounts;
  /** An add the cart refused before the page's script ran (sent back here): why, and the quantity she chose. */
  refused?: { message: string; quantity: number };
}

/**
 * The product page's size, quantity and add-to-cart controls. A combo can be added whole or
 * item by item; every add uses the chosen size and quantity. Only the sizes the owner ticked are
 * offered (a part that does not come in the chosen size is refused). With `stock` (pieces left of the
 * product's counted sizes), sold-out sizes cannot be chosen and more than are left cannot be added.
 */
export function PurchaseForm({ product, parts, pageUrl, stock, refused }: PurchaseFormProps) {
  const [size, setSize] = useState<Size | "">("");
  const [quantityText, setQuantityText] = useState(String(refused?.quantity ?? 1));
  const [error, setError] = useState<string>();
  const [sizeError, setSizeError] = useState(refused?.message);
  const [added, setAdded] = useState<Added>();
  const formRef = useRef<HTMLFormElement>(null);
  // A product's page opened: the sign-up pop-up may ask her from now on.
  useEffect(noteProductViewed, []);

  function changeQuantity(text: string) {
    setQuantityText(text);
    if (error && parseQuantity(text).ok) setError(undefined);
  }

  function chooseSize(next: Size) {
    setSize(next);
    setError(undefined);
    setSizeError(undefined);
  }

  function refuse(message: string) {
    setError(message);
    formRef.current?.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
  }

  function refuseSize(message: string) {
    setSizeError(message);
    formRef.current?.querySelector<HTMLInputElement>('input[name="size"]:not(:disabled)')?.focus();
  }

  function add(target: ProductFacts) {
    // No size on a ready-to-wear piece, or a combo's part that does not come in the size chosen.
    const notOffered = sizeRefusal(target, size);
    if (notOffered) return refuseSize(notOffered);
    const quantity = parseQuantity(quantityText);
    if (!quantity.ok) {
      return refuse(quantity.error);
    }
    // The counts are this product's: more than are left of the size is refused here.
    const tooMany =
      target.id === product.id && size
        ? addRefusal(size, stock?.[size], inCart(product.id, size), quantity.value)
        : undefined;
    if (tooMany) return refuse(tooMany);
    addItem(target.id, { size, quantity: quantity.value });
    const sized = size ? `, size ${size}` : "";
    setAdded((before) => ({
      count: (before?.count ?? 0) + 1,
      text: `Added ${quantity.value} × ${target.name}${sized} to your cart.`,
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen = Number(submitter?.getAttribute("value"));
    add(parts.find((part) => part.id === chosen) ?? product);
  }

  return (
    // Before the script loads, the form goes to the cart, which adds the line (see add-from-address)
    // or sends her back to this page, named by PAGE_PARAM, saying why.
    <form ref={formRef} method="get" action="/cart" onSubmit={submit} noValidate className="flex flex-col gap-7">
      <input type="hidden" name={PAGE_PARAM} value={product.id} />
      <SizePicker
        sizes={product.sizes}
        value={size}
        onChange={chooseSize}
        stock={stock}
        error={sizeError}
        mayLeaveOpen={mayLeaveSizeOpen(product)}
      />
      <QuantityField text={quantityText} error={error} onChange={changeQuantity} />
      <Button type="submit" name="add" value={product.id} className="w-full sm:w-auto sm:min-w-64">
        {parts.length > 0 ? "Add Combo To Cart" : "Add To Cart"}
      </Button>
      {/* At the top of the screen, where she is looking, however far down the button was. */}
      <p
        role="status"
        aria-live="polite"
        className="fixed inset-x-4 top-20 z-40 mx-auto max-w-md border border-success/40 bg-ivory px-4 py-3 text-sm text-success shadow-lg empty:border-0 empty:p-0 empty:shadow-none sm:top-24"
      >
        {added && (
          <span key={added.count} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex-1">{added.text}</span>
            <Link to="/cart" className="font-medium text-ink underline underline-offset-4 hover:text-hazel">
              View cart
            </Link>
            <button
              type="button"
              onClick={() => setAdded(undefined)}
              aria-label="Close"
              className="-my-2 -mr-2 min-h-11 min-w-11 text-lg text-ink-soft hover:text-ink"
            >
              ×
            </button>
          </span>
        )}
      </p>
      <ReadyByNote madeToOrder={product.madeToOrder} />
      <WhatsAppLink message={productMessage(product.name, pageUrl, size)} />
      {parts.length > 0 && (
        <section aria-labelledby="buy-separately" className="flex flex-col gap-4 border-t border-line pt-6">
          <h2 id="buy-separately" className="text-2xl">
            Or Buy Separately:
          </h2>
          <ul className="flex flex-col divide-y divide-line">
            {parts.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
                <div className="flex flex-col items-start gap-1">
                  <span className="label-caps text-ink">{item.name}</span>
                  <span className="text-ink-soft">
                    <ProductPrice
                      id={item.id}
                      price={item.price}
                      originalPrice={item.listPrice}
                      sale={item.sale ? true : undefined}
                    />
                  </span>
                  {item.sale && <SaleBadge name={item.sale.badge} />}
                </div>
                <Button type="submit" name="add" value={item.id} variant="outline">
                  Add {item.name} To Cart
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}

// Pure: a page that only imports the cart (the checkout) does not load the purchase form.
export const PurchaseFormIsland = /* @__PURE__ */ island("purchase-form", PurchaseForm);
