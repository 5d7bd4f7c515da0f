import { i18n } from "@lingui/core";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { messages } from "@/locales/en";
import { messages as blogMessages } from "@/locales/en/blog-index";

// Components read their texts from the active catalog: tests run in English.
i18n.load("en", { ...messages, ...blogMessages });
i18n.activate("en", ["en-US"]);

afterEach(() => cleanup());
