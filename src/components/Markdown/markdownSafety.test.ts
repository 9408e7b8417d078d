import { describe, expect, it } from "vitest";
import { allowedImageUrl, safeLinkUrl } from "./markdownSafety.js";

describe("safeLinkUrl", () => {
  it("keeps absolute http, https and mailto addresses, normalised", () => {
    expect(safeLinkUrl("https://example.com/a?b=c#d")).toBe("https://example.com/a?b=c#d");
    expect(safeLinkUrl("HTTP://Example.com")).toBe("http://example.com/");
    expect(safeLinkUrl("MAILTO:someone@example.com")).toBe("mailto:someone@example.com");
  });

  it("drops every other scheme however it is spelt", () => {
    for (const url of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      " \n javascript:alert(1)",
      "\u0000javascript:alert(1)",
      "%6A%61vascript:alert(1)",
      "java%09script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "blob:https://example.com/uuid",
    ]) {
      expect(safeLinkUrl(url), url).toBeUndefined();
    }
  });

  it("drops relative and protocol-relative addresses", () => {
    for (const url of ["/docs", "docs/page", "#section", "//evil.example/x", "?q=1", ""]) {
      expect(safeLinkUrl(url), url).toBeUndefined();
    }
  });
});

describe("allowedImageUrl", () => {
  it("allows nothing by default", () => {
    expect(allowedImageUrl("https://images.example/cat.png", {})).toBeUndefined();
    expect(allowedImageUrl("/cat.png", {})).toBeUndefined();
  });

  it("allows what allowImage accepts over http(s) or relative addresses", () => {
    const allowImage = () => true;
    expect(allowedImageUrl("https://images.example/cat.png", { allowImage })).toBe(
      "https://images.example/cat.png",
    );
    expect(allowedImageUrl("/cat.svg", { allowImage })).toBe("/cat.svg");
    expect(allowedImageUrl("javascript:alert(1)", { allowImage })).toBeUndefined();
    expect(allowedImageUrl("java\tscript:alert(1)", { allowImage })).toBeUndefined();
    expect(allowedImageUrl("data:image/svg+xml,<svg/>", { allowImage })).toBeUndefined();
  });

  it("matches allow-list origins exactly, never by look-alike host", () => {
    const policy = { imageAllowList: ["https://images.example"] };
    expect(allowedImageUrl("https://images.example/a.png", policy)).toBe(
      "https://images.example/a.png",
    );
    expect(allowedImageUrl("https://images.example.evil.net/a.png", policy)).toBeUndefined();
    expect(allowedImageUrl("http://images.example/a.png", policy)).toBeUndefined();
    expect(allowedImageUrl("/a.png", policy)).toBeUndefined();
  });

  it("matches allow-list prefixes against the normalised address", () => {
    const policy = { imageAllowList: ["https://cdn.example/avatars/"] };
    expect(allowedImageUrl("https://cdn.example/avatars/1.png", policy)).toBeDefined();
    expect(allowedImageUrl("https://cdn.example/avatars/../secret.png", policy)).toBeUndefined();
    expect(allowedImageUrl("https://cdn.example/other/1.png", policy)).toBeUndefined();
  });
});
