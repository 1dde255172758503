export const meta = () => [{ title: "Contact | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Contact</h1>
    </div>
  );
}
