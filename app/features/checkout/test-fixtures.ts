import type { CustomerForm } from "./customer";
import type { OrderLine } from "./order-request";

/** A valid billing form; tests override what they need. */
export function createCustomerForm(overrides: Partial<CustomerForm> = {}): CustomerForm {
  return {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Obi",
    phone: "+234 803 123 4567",
    address: "12 Aba Road, Port Harcourt",
    city: "",
    postcode: "",
    country: "Nigeria",
    state: "Rivers",
    comments: "",
    ...overrides,
  };
}

/** BB Ensemble (id 42, sells at ₦15,000) in size M. */
export function createLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return { productId: 42, size: "M", quantity: 1, ...overrides };
}
