export const meta = () => [{ title: "Size Guide | Hazel" }];

export default function Screen() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl">Size Guide</h1>
    </div>
  );
}
