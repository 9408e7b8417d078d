import "@fontsource/inter/400.css";
import "@fontsource/inter/600.css";
import "@fontsource/jetbrains-mono/400.css";
import "threadline/styles.css";
import "./demo.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DemoApp } from "./DemoApp.js";

const root = document.getElementById("root");
if (!root) throw new Error("demo: #root is missing from index.html");
createRoot(root).render(
  <StrictMode>
    <DemoApp />
  </StrictMode>,
);
