import { Link } from "react-router";

export default function HomePage() {
  return (
    <section className="bg-base-200">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 md:py-24">
        <h1 className="max-w-2xl text-4xl font-bold leading-tight md:text-6xl">
          Sell/Buy Your Used Phones Here
        </h1>
        <p className="max-w-xl text-lg">
          Apple, Samsung and Oppo phones from people across Bangladesh, checked by our team.
        </p>
        <Link to="/" className="btn btn-primary btn-lg">
          Buy Now
        </Link>
      </div>
    </section>
  );
}
