/** The article's code samples: the same in every language. */
export const localStateCode = `
function QuantityPicker() {
  const [quantity, setQuantity] = useState(1);
  return (
    <button onClick={() => setQuantity((q) => q + 1)}>Quantity: {quantity}</button>
  );
}

type Filters = { brand: string; maxPrice: number };
type FilterAction = { type: "brand"; brand: string } | { type: "reset" };

function filtersReducer(state: Filters, action: FilterAction): Filters {
  switch (action.type) {
    case "brand":
      return { ...state, brand: action.brand };
    case "reset":
      return { brand: "all", maxPrice: 200000 };
  }
}

const [filters, dispatch] = useReducer(filtersReducer, { brand: "all", maxPrice: 200000 });
dispatch({ type: "brand", brand: "Samsung" });
`;

export const contextCode = `
const ThemeContext = createContext<"light" | "dark">("light");

function App() {
  // React 19: render the context itself as the provider.
  return (
    <ThemeContext value="dark">
      <Header />
    </ThemeContext>
  );
}

function Header() {
  const theme = use(ThemeContext); // useContext(ThemeContext) also works
  return <header data-theme={theme}>BecheDaw</header>;
}
`;

export const queryCode = `
function PhoneList({ brand }: { brand: string }) {
  const { data, isPending, error } = useQuery({
    queryKey: ["phones", brand],
    queryFn: () => fetch(\`/api/phones?brand=\${brand}\`).then((res) => res.json()),
  });
  if (isPending) return <p>Loading…</p>;
  if (error) return <p>Could not load phones.</p>;
  return <ul>{data.map((p: Phone) => <li key={p.id}>{p.name}</li>)}</ul>;
}
`;
