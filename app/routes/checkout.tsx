import { CheckoutView } from "~/features/checkout/components/checkout-view";
import { getServices } from "~/server/services.server";
import type { Route } from "./+types/checkout";

export const meta = () => [{ title: "Checkout | Hazel" }, { name: "robots", content: "noindex" }];

/** The Paystack public key (never the secret); none in demo mode. */
export async function loader() {
  const { env } = await getServices();
  return { paystackKey: env.PAYSTACK_PUBLIC_KEY ?? null };
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <CheckoutView paystackKey={loaderData.paystackKey} />;
}
