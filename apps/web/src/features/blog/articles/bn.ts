import type { BlogArticleEntry } from "@/features/blog/components/blog-article";
import { FrameworkComparisonArticle, frameworkComparisonMeta } from "./framework-comparison/bn";
import {
  PrototypalInheritanceArticle,
  prototypalInheritanceMeta,
} from "./prototypal-inheritance/bn";
import { StateManagementArticle, stateManagementMeta } from "./state-management/bn";
import { UnitTestingArticle, unitTestingMeta } from "./unit-testing/bn";

/** The four articles in Bangla, in the order the blog shows them. */
export const articles: BlogArticleEntry[] = [
  { meta: stateManagementMeta, Article: StateManagementArticle },
  { meta: prototypalInheritanceMeta, Article: PrototypalInheritanceArticle },
  { meta: unitTestingMeta, Article: UnitTestingArticle },
  { meta: frameworkComparisonMeta, Article: FrameworkComparisonArticle },
];
