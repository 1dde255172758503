import { formatPrice } from "~/features/currency/money";
import { ORDER_STATUS_TEXT, type OrderStatus } from "~/features/checkout/order-status";

export interface OwnerOrder {
  reference: string;
  placedAt: string;
  customer: string;
  email: string;
  phone: string;
  shipTo: string;
  items: string;
  total: number;
  status: OrderStatus;
  isTest: boolean;
  reviewReason: string | null;
}

export interface OwnerMessage {
  id: number;
  receivedAt: string;
  kind: string;
  from: string;
  email: string;
  phone: string | null;
  message: string | null;
  relay: string;
}

const when = new Intl.DateTimeFormat("en-NG", { dateStyle: "medium", timeStyle: "short", timeZone: "Africa/Lagos" });
const cell = "border-b border-line px-3 py-2 align-top";

function Table({ caption, head, children }: { caption: string; head: string[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="pb-3 text-left font-display text-2xl">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={`${cell} label-caps text-ink-soft`}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function OrdersTable({ orders }: { orders: OwnerOrder[] }) {
  if (orders.length === 0) return <p className="text-ink-soft">No orders yet.</p>;
  return (
    <Table caption="Orders" head={["Placed (WAT)", "Reference", "Customer", "Ship to", "Items", "Total", "Payment"]}>
      {orders.map((o) => (
        <tr key={o.reference}>
          <td className={cell}>{when.format(new Date(o.placedAt))}</td>
          <td className={cell}><a className="underline" href={`/order/${o.reference}`}>{o.reference}</a></td>
          <td className={cell}>{o.customer}<br />{o.email}<br />{o.phone}</td>
          <td className={cell}>{o.shipTo}</td>
          <td className={`${cell} whitespace-pre-line`}>{o.items}</td>
          <td className={`${cell} tabular-nums`}>{formatPrice(o.total)}</td>
          <td className={cell}>
            {ORDER_STATUS_TEXT[o.status].title}
            {o.isTest && <> (test)</>}
            {o.reviewReason && <><br /><span className="text-danger">{o.reviewReason}</span></>}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function MessagesTable({ messages }: { messages: OwnerMessage[] }) {
  if (messages.length === 0) return <p className="text-ink-soft">No messages yet.</p>;
  return (
    <Table caption="Messages and sign-ups" head={["Received (WAT)", "Form", "From", "Message", "Sent to your email"]}>
      {messages.map((m) => (
        <tr key={m.id}>
          <td className={cell}>{when.format(new Date(m.receivedAt))}</td>
          <td className={cell}>{m.kind}</td>
          <td className={cell}>{m.from}<br />{m.email}{m.phone && <><br />{m.phone}</>}</td>
          <td className={`${cell} max-w-md whitespace-pre-line`}>{m.message ?? "—"}</td>
          <td className={cell}>{m.relay}</td>
        </tr>
      ))}
    </Table>
  );
}
