import { createMemoryEventLog } from "../../src/server/index.js";
import { eventLogContract } from "./eventLogContract.js";
import { subscriptionContract } from "./subscriptionContract.js";

eventLogContract("createMemoryEventLog", () => createMemoryEventLog);
subscriptionContract("createMemoryEventLog", () => createMemoryEventLog);
