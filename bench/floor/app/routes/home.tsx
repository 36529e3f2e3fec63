import { useLoaderData } from 'react-router';

export function loader() {
  return { name: 'Planner', priceCents: 2995, stock: 100 };
}

export default function Home() {
  const product = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{product.name}</h1>
      <p>
        {(product.priceCents / 100).toFixed(2)} EUR, {product.stock} in stock
      </p>
    </main>
  );
}
