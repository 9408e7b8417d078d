import type { StorybookConfig } from "@storybook/react-vite";

// The project's vite.config.ts is loaded too (Storybook drops its `build` part), which
// brings the `threadline/*` source aliases.
const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  // react-docgen, not react-docgen-typescript: TypeScript 7 has no compiler API.
  typescript: { reactDocgen: "react-docgen" },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The preview bundles axe-core and the docs renderer; big chunks are expected there.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
