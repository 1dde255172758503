import { useRef, useState, type FormEvent } from "react";
import { Link } from "~/lib/navigation";
import { Button } from "~/components/ui/button";
import { productById, type Product, type Size } from "~/features/catalogue";
import { Money } from "~/features/currency";
import { parseQuantity } from "./quantity";
import { QuantityField } from "./quantity-field";
import { SizePicker } from "./size-picker";
import { addItem, cartStore } from "./cart-store";
import { ReadyByNote } from "~/features/delivery";
import { productMessage, WhatsAppLink } from "~/features/whatsapp";
import { island } from "~/lib/islands/island";
import { addRefusal, type StockCounts } from "~/features/stock";

/** Pieces of this product in this size already in the cart. */
const inCart = (product: Product, size: Size) =>
  cartStore
    .getSnapshot()
    .cart.items.filter((line) => line.productId === product.id && line.size === size)
    .reduce((sum, line) => sum + line.quantity, 0);

/** What was last added, for the polite confirmation. */
interface Added {
  count: number;
  text: string;
}

/**
 * The product page's size, quantity and add-to-cart controls. A combo can be added whole or
 * item by item; every add uses the chosen size and quantity. With `stock` (pieces left of the
 * product's counted sizes), sold-out sizes cannot be chosen and more than are left cannot be added.
 */
export function PurchaseForm({ product, pageUrl, stock }: { product: Product; pageUrl: string; stock?: StockCounts }) {
  const [size, setSize] = useState<Size | "">("");
  const [quantityText, setQuantityText] = useState("1");
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState<Added>();
  const formRef = useRef<HTMLFormElement>(null);
  const comboItems = (product.combo?.items ?? []).map((id) => productById(id)).filter((p) => p !== undefined);

  function changeQuantity(text: string) {
    setQuantityText(text);
    if (error && parseQuantity(text).ok) setError(undefined);
  }

  function chooseSize(next: Size) {
    setSize(next);
    setError(undefined);
  }

  function refuse(message: string) {
    setError(message);
    formRef.current?.querySelector<HTMLInputElement>('input[name="quantity"]')?.focus();
  }

  function add(target: Product) {
    const quantity = parseQuantity(quantityText);
    if (!quantity.ok) {
      return refuse(quantity.error);
    }
    // The counts are this product's: more than are left of the size is refused here.
    const tooMany =
      target === product && size ? addRefusal(size, stock?.[size], inCart(product, size), quantity.value) : undefined;
    if (tooMany) return refuse(tooMany);
    addItem(target, { size, quantity: quantity.value });
    const sized = size ? `, size ${size}` : "";
    setAdded((before) => ({
      count: (before?.count ?? 0) + 1,
      text: `Added ${quantity.value} × ${target.alt}${sized} to your cart.`,
    }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    add(productById(Number(submitter?.getAttribute("value"))) ?? product);
  }

  return (
    // Before the script loads, the form goes to the cart, which adds the line (see add-from-address).
    <form ref={formRef} method="get" action="/cart" onSubmit={submit} noValidate className="flex flex-col gap-7">
      <SizePicker value={size} onChange={chooseSize} stock={stock} />
      <QuantityField text={quantityText} error={error} onChange={changeQuantity} />
      <Button type="submit" name="add" value={product.id} className="w-full sm:w-auto sm:min-w-64">
        {product.combo ? "Add Combo To Cart" : "Add To Cart"}
      </Button>
      <p role="status" aria-live="polite" className="-mt-3 min-h-5 text-sm text-success">
        {added && (
          <span key={added.count} className="inline-flex flex-wrap gap-x-2">
            {added.text}
            <Link to="/cart" className="font-medium text-ink underline underline-offset-4 hover:text-hazel">
              View cart
            </Link>
          </span>
        )}
      </p>
      <ReadyByNote productId={product.id} />
      <WhatsAppLink message={productMessage(product.alt, pageUrl, size)} />
      {comboItems.length > 0 && (
        <section aria-labelledby="buy-separately" className="flex flex-col gap-4 border-t border-line pt-6">
          <h2 id="buy-separately" className="text-2xl">
            Or Buy Separately:
          </h2>
          <ul className="flex flex-col divide-y divide-line">
            {comboItems.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-4">
                <div className="flex flex-col gap-1">
                  <span className="label-caps text-ink">{item.alt}</span>
                  <span className="tabular-nums text-ink-soft">
                    <Money naira={item.price} />
                  </span>
                </div>
                <Button type="submit" name="add" value={item.id} variant="outline">
                  Add {item.alt} To Cart
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
