import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShop } from '~/components/use-shop';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { CartForm } from '../cart/cart-form';

/** `order`: a link to the checkout that first puts a planner in an empty cart (an order button). */
export type CtaLink = { to: string; label: string; order?: boolean };
export type Cta = { title: string; text: string; links: CtaLink[] };

/**
 * An order link: with something in the cart it goes to the checkout; with an empty cart it adds a
 * planner first, as every order button does (the checkout sends an empty cart home). Without
 * JavaScript the cart form's redirect lands on the checkout itself.
 */
function OrderLink({ link, className }: { link: CtaLink; className: string }) {
  const { cartCount } = useShop();
  const navigate = useNavigate();
  // Once clicked, the form stays until the add is answered, though the cart count rises before.
  const [ordering, setOrdering] = useState(false);
  if (cartCount > 0 && !ordering) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  return (
    <CartForm
      intent="add"
      productId={STANDARD_PRODUCT_ID}
      returnTo={link.to}
      onDone={() => navigate(link.to)}
    >
      <button type="submit" className={className} data-testid="cta-order" onClick={() => setOrdering(true)}>
        {link.label}
      </button>
    </CartForm>
  );
}

/**
 * The closing box of a content page: a heading, a line of text and one or two links (the first
 * is the main action). Links and a plain cart form, so it works the same with and without JavaScript.
 */
export function CallToAction({ id, cta, className = '' }: { id: string; cta: Cta; className?: string }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={`rounded-3xl bg-brand-800 p-8 text-white lg:p-10 ${className}`}
    >
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {cta.title}
      </h2>
      <p className="mt-2 text-lg text-blue-100">{cta.text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {cta.links.map((link, index) => {
          const className =
            index === 0
              ? 'rounded-full bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50'
              : 'rounded-full border border-white px-6 py-3 font-bold text-white hover:bg-brand-700';
          return link.order ? (
            <OrderLink key={link.to} link={link} className={className} />
          ) : (
            <Link key={link.to} to={link.to} className={className}>
              {link.label}
            </Link>
          );
        })}
      </div>
    </section>
  );
}
