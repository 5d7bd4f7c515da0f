const rows: ReadonlyArray<readonly [aspect: string, react: string, angular: string, vue: string]> =
  [
    ["ধরন", "ইউআই লাইব্রেরি", "পূর্ণাঙ্গ ফ্রেমওয়ার্ক", "প্রোগ্রেসিভ ফ্রেমওয়ার্ক"],
    ["পেছনে আছে", "Meta ও কমিউনিটি", "Google", "Evan You-এর নেতৃত্বে একটি স্বাধীন দল"],
    [
      "টেমপ্লেট",
      "JSX (JavaScript-এর ভেতরে মার্কআপ)",
      "@if ও @for সহ HTML টেমপ্লেট",
      "সিঙ্গেল-ফাইল কম্পোনেন্টে HTML টেমপ্লেট",
    ],
    [
      "রিঅ্যাকটিভিটি",
      "স্টেট বদলালে আবার রেন্ডার; React Compiler মেমোয়াইজ করে",
      "সিগন্যাল: signal, computed, effect",
      "প্রক্সি: ref, reactive, computed",
    ],
    ["ভাষা", "JavaScript বা TypeScript", "আগে TypeScript", "JavaScript বা TypeScript"],
    ["রাউটিং, ফর্ম, HTTP", "কমিউনিটির লাইব্রেরি", "ভেতরেই আছে", "অফিশিয়াল রাউটার; স্টোরের জন্য Pinia"],
    [
      "সার্ভার রেন্ডারিং",
      "Next.js, React Router-এর ফ্রেমওয়ার্ক মোড",
      "Angular SSR (ভেতরেই আছে)",
      "Nuxt",
    ],
    ["শেখার কাঠিন্য", "মাঝারি", "সবচেয়ে কঠিন", "সবচেয়ে সহজ"],
    ["মোবাইল", "React Native", "Ionic, NativeScript", "Ionic, NativeScript"],
  ];

export function FrameworkComparisonTable() {
  return (
    <div tabIndex={0} className="overflow-x-auto rounded-box border border-base-300">
      <table className="table table-zebra table-sm">
        <caption className="sr-only">React, Angular ও Vue-এর তুলনা</caption>
        <thead className="text-base-content">
          <tr>
            <th scope="col">বিষয়</th>
            <th scope="col">React</th>
            <th scope="col">Angular</th>
            <th scope="col">Vue</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([aspect, react, angular, vue]) => (
            <tr key={aspect}>
              <th scope="row">{aspect}</th>
              <td>{react}</td>
              <td>{angular}</td>
              <td>{vue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
