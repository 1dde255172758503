import { CartView } from "~/features/cart/cart-view";

export const meta = () => [{ title: "Cart | Hazel" }, { name: "robots", content: "noindex" }];

export default function Screen() {
  return <CartView />;
}
