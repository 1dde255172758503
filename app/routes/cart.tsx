import { CartView } from "~/features/cart/cart-view";
import { useAddFromAddress } from "~/features/cart/use-add-from-address";

export const meta = () => [{ title: "Cart | Hazel" }, { name: "robots", content: "noindex" }];

export default function Screen() {
  useAddFromAddress();
  return <CartView />;
}
