import type { ArticleMeta } from "@/features/blog/components/blog-article";
import { BlogArticle } from "@/features/blog/components/blog-article";
import { CodeBlock } from "@/features/blog/components/code-block";
import { countersCode } from "./code";
import { FrameworkComparisonTable } from "./table-bn";

export const frameworkComparisonMeta: ArticleMeta = {
  id: "react-angular-vue",
  title: "React, Angular না Vue: কোনটি কেমন?",
};

export function FrameworkComparisonArticle() {
  return (
    <BlogArticle meta={frameworkComparisonMeta}>
      <p>
        ইন্টারঅ্যাকটিভ ওয়েব ইন্টারফেস বানাতে সবচেয়ে বেশি ব্যবহৃত তিনটি টুল হলো React, Angular আর Vue।
        তিনটিই বারবার ব্যবহারযোগ্য কম্পোনেন্ট দিয়ে পেজ গড়ে, ডেটা বদলালে স্ক্রিন হালনাগাদ করে, আর তিনটিরই
        আছে পরিণত টুলিং ও বড় কমিউনিটি। পার্থক্য হলো: আপনার হয়ে কতটা সিদ্ধান্ত তারা নিজেরাই নেয়, পরিবর্তন
        কীভাবে খেয়াল রাখে, আর মার্কআপ কীভাবে লেখা হয়।
      </p>

      <h3>React</h3>
      <p>
        React হলো ভিউ লেয়ারে মনোযোগী একটি লাইব্রেরি। কম্পোনেন্ট হলো JavaScript ফাংশন, যা JSX ফেরত দেয়;{" "}
        <code>useState</code> ও <code>useEffect</code>-এর মতো হুক স্টেট আর সাইড ইফেক্ট যোগ করে। ডেটা
        চলে এক দিকে, প্যারেন্ট থেকে চাইল্ডে। React 19 ফর্ম জমা দেওয়ার জন্য অ্যাকশন, <code>use</code> API
        আর স্থিতিশীল সার্ভার কম্পোনেন্ট এনেছে, আর React Compiler এখন নিজেই কম্পোনেন্ট মেমোয়াইজ করে, তাই
        হাতে <code>useMemo</code> লেখার দরকার কমই পড়ে। রাউটিং, ডেটা আনা আর ফর্ম আসে ইকোসিস্টেম থেকে
        (React Router, TanStack Query, React Hook Form) অথবা Next.js-এর মতো কোনো ফ্রেমওয়ার্ক থেকে। এতে
        স্বাধীনতা মেলে, আবার সিদ্ধান্তও নিতে হয় বেশি।
      </p>

      <h3>Angular</h3>
      <p>
        Angular হলো TypeScript-এ লেখা একটি পূর্ণাঙ্গ, নিজস্ব নিয়মে চলা ফ্রেমওয়ার্ক। এর সঙ্গেই আসে রাউটার,
        ফর্ম, HTTP ক্লায়েন্ট, ডিপেন্ডেন্সি ইনজেকশন, টেস্টিং টুল আর একটি CLI, তাই প্রতিটি Angular প্রজেক্ট
        দেখতে প্রায় একই রকম, যা বড় দলের কাজে আসে। আধুনিক Angular-এ NgModule-এর বদলে স্ট্যান্ডঅ্যালোন
        কম্পোনেন্ট, টেমপ্লেটে নিজস্ব কন্ট্রোল ফ্লো (<code>@if</code>, <code>@for</code>) আর সূক্ষ্ম
        রিঅ্যাকটিভিটির জন্য সিগন্যাল (<code>signal</code>, <code>computed</code>, <code>effect</code>)
        ব্যবহার হয়। নতুন প্রজেক্টে এখন zone.js ছাড়া, সিগন্যাল-চালিত চেঞ্জ ডিটেকশনই ডিফল্ট। জটিল অ্যাসিঙ্ক
        স্ট্রিমের জন্য RxJS এখনো আছে।
      </p>

      <h3>Vue</h3>
      <p>
        Vue নিজেকে বলে প্রোগ্রেসিভ ফ্রেমওয়ার্ক: একটি পেজে একটু বসিয়ে দিতে পারেন, আবার পুরো অ্যাপও বানাতে
        পারেন। সিঙ্গেল-ফাইল কম্পোনেন্টে HTML-এর মতো টেমপ্লেট, স্ক্রিপ্ট আর স্কোপড স্টাইল একসঙ্গে থাকে। Vue
        3-এর কম্পোজিশন API, সাধারণত <code>&lt;script setup&gt;</code> দিয়ে লেখা, ব্যবহার করে{" "}
        <code>ref</code>, <code>reactive</code> ও <code>computed</code>; এগুলোর পেছনে আছে JavaScript
        প্রক্সি, তাই কোন কম্পোনেন্ট কোন ডেটার ওপর নির্ভর করে, Vue তা ঠিকঠাক জানে। অফিশিয়াল Vue Router আর
        Pinia স্টোর বেশিরভাগ প্রয়োজন মেটায়, আর Nuxt যোগ করে সার্ভার রেন্ডারিং।
      </p>

      <h3>তিনটিতে একই কাউন্টার</h3>
      <CodeBlock code={countersCode} />

      <h3>পাশাপাশি তুলনা</h3>
      <FrameworkComparisonTable />

      <h3>কোনটি বেছে নেবেন?</h3>
      <p>
        সবার জন্য একটিই সেরা, এমন নেই; প্রায় যেকোনো অ্যাপের জন্য তিনটিই যথেষ্ট দ্রুত। সবচেয়ে বড় ইকোসিস্টেম
        আর চাকরির বাজার চাইলে, কিংবা মোবাইলের জন্য React Native-ও চাইলে React নিন। কড়া নিয়মকানুন আর
        সবকিছু ভেতরে থাকা পছন্দ করে এমন বড় এন্টারপ্রাইজ দলের জন্য Angular। সহজে শেখা আর সহজবোধ্য টেমপ্লেট
        চাইলে, অথবা আগে থেকে সার্ভারে রেন্ডার হওয়া কোনো সাইটকে উন্নত করতে চাইলে Vue। বাস্তবে বেঞ্চমার্কের
        চেয়ে আপনার দলের অভিজ্ঞতাই বেশি গুরুত্বপূর্ণ। BecheDaw নিজেই বানানো হয়েছে React 19, TypeScript আর
        TanStack Query দিয়ে।
      </p>
    </BlogArticle>
  );
}
