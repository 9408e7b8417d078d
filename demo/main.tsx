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
