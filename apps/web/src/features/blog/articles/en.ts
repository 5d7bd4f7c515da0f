import type { BlogArticleEntry } from "@/features/blog/components/blog-article";
import { FrameworkComparisonArticle, frameworkComparisonMeta } from "./framework-comparison/en";
import {
  PrototypalInheritanceArticle,
  prototypalInheritanceMeta,
} from "./prototypal-inheritance/en";
import { StateManagementArticle, stateManagementMeta } from "./state-management/en";
import { UnitTestingArticle, unitTestingMeta } from "./unit-testing/en";

/** The four articles in English, in the order the blog shows them. */
export const articles: BlogArticleEntry[] = [
  { meta: stateManagementMeta, Article: StateManagementArticle },
  { meta: prototypalInheritanceMeta, Article: PrototypalInheritanceArticle },
  { meta: unitTestingMeta, Article: UnitTestingArticle },
  { meta: frameworkComparisonMeta, Article: FrameworkComparisonArticle },
];
