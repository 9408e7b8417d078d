import "./fallback-fonts.css";
import "threadline/fonts.css";
import "threadline/styles.css";
import "./preview.css";
import type { Decorator, Preview } from "@storybook/react-vite";

const withTheme: Decorator = (Story, context) => (
  <div className="tl-story" data-theme={context.globals.theme === "dark" ? "dark" : "light"}>
    <Story />
  </div>
);

const preview: Preview = {
  tags: ["autodocs"],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme of the components",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "fullscreen",
    a11y: { test: "error" },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
