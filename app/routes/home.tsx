export const meta = () => [{ title: "Hazel | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Hazel</h1>
    </div>
  );
}
