// What a receipt shows to anyone but its owner or the browser that placed the order: no
// e-mail, no address, no lines; a way to sign in, or to look the order up by its number
// and the e-mail it was placed with.
import { buttonClassName } from '../../ui/button/button.tsx';

export function ReceiptSignIn({ signInUrl, signedIn }: { signInUrl: string; signedIn: boolean }) {
  return (
    <section className="receipt" aria-labelledby="receipt-title">
      <p className="receipt__eyebrow">Your order</p>
      <h1 id="receipt-title" className="receipt__title">
        Sign in to see this order
      </h1>
      <p>
        {signedIn
          ? 'This order is not in the account you are signed in to. Sign in with the account that placed it, or look it up with its order number and e-mail address.'
          : 'An order’s details show only to the account that placed it. Sign in, or look the order up with its order number and the e-mail address it was placed with.'}
      </p>
      <p className="receipt__actions">
        <a className={buttonClassName('red')} href={signInUrl}>
          Sign in
        </a>
        <a className={buttonClassName('underline')} href="/profile/order-lookup">
          Find an order
        </a>
      </p>
    </section>
  );
}
