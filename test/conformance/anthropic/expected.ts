import type { TokenUsage } from "../../../src/index.js";

/** A client tool call as the model made it: `input` is the parsed `input_json_delta` text. */
export interface ExpectedToolCall {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/** A tool Anthropic ran; its result is the `content` of the recorded `resultType` block. */
export interface ExpectedServerToolCall extends ExpectedToolCall {
  /** The recorded block type of the call: `server_tool_use` or `mcp_tool_use`. */
  readonly callType: string;
  /** The recorded block type of the result, such as `web_search_tool_result`. */
  readonly resultType: string;
  /** The MCP server of an `mcp_tool_use`, which Anthropic needs back. */
  readonly serverName?: string;
}

/** One model call of a recording (one `message_start` … `message_stop`). */
export interface ExpectedStep {
  readonly stopReason: string;
  /** Input: uncached + cache write + cache read, as last reported; output from `message_delta`. */
  readonly usage: TokenUsage;
  /** What the app answers for this call's client tools before the next call. */
  readonly toolResults: readonly ExpectedToolCallResult[];
}

/** A result the app dispatches for a client tool call. */
export interface ExpectedToolCallResult {
  readonly id: string;
  readonly name: string;
  readonly output: unknown;
}

/** The facts of one recorded stream, read from the recording itself. */
export interface AnthropicExpectation {
  /** The file under `recordings/`. */
  readonly file: string;
  /** What the recording holds. */
  readonly kind: string;
  readonly steps: readonly ExpectedStep[];
  /** The final text of each text block, in order. */
  readonly texts: readonly string[];
  /** Each thinking block's text and its `signature_delta`, byte for byte. */
  readonly reasoning: readonly { readonly text: string; readonly signature: string }[];
  readonly toolCalls: readonly ExpectedToolCall[];
  readonly serverToolCalls: readonly ExpectedServerToolCall[];
  /** The run ended; `false` when the last call stopped for client tools. */
  readonly ended: boolean;
  readonly error?: { readonly code: string };
  /** What `onProblem` hears; nothing unless listed. */
  readonly problems?: readonly RegExp[];
  /** The next request's turns: role, then block types with runs of text blocks as one `text`. */
  readonly layout: readonly string[];
}

/**
 * The Anthropic recordings, hardest first. The next request is the projected messages plus,
 * once the run ended, a user turn; client tool calls are answered by `toolResults`.
 */
export const ANTHROPIC_EXPECTATIONS: readonly AnthropicExpectation[] = [
  {
    file: "ai-sdk.anthropic-clear-thinking.1.chunks.txt",
    kind: "extended thinking with a signature_delta, then text",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 69, outputTokens: 53 },
        toolResults: [],
      },
    ],
    texts: ["925 ÷ 5 = 185"],
    reasoning: [
      {
        text: "The previous result was 925. Now I need to divide that by 5.\n\n925 ÷ 5 = 185",
        signature:
          "EvQBCkYICxgCKkAxhD4NUKFzudtZ6NzbZdEiBACIScTzqjPViM596iWLZIk4EFKYYBj3B6Ptl3b0dcQv/VeJBNbejNWIWRBn+KPNEgz6HWtKx7p+QRgKsEoaDGjsiqfht7gTRFYHiyIwD1VSmNqHxv3wy8KEMP+LYb/TC4UH3H97tuoaADARFFcA0phdfxnzKQxFnc9lwY+dKlzUsaKSUAFeu1bDL5ikZJ1vL0Fkz6JjoFke0L/wOJRIUDUlDUOFJ1tZ3ea7g6LGE/5hwuvWgLwewdcm64d+43l7F57XrOmqNd6flI2K/oPr/4yzNgvi/EhT6Ca17BgB",
      },
    ],
    toolCalls: [],
    serverToolCalls: [],
    ended: true,
    layout: ["user: text", "assistant: thinking text", "user: text"],
  },
  {
    file: "ai-sdk.anthropic-combined-context-editing.1.chunks.txt",
    kind: "long extended thinking with a signature, then a long answer",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 50, outputTokens: 485 },
        toolResults: [],
      },
    ],
    texts: [
      "# 25 × 37\n\nLet me break this down step by step:\n\n## Method: Break 37 into 30 + 7\n\n**25 × 37 = 25 × (30 + 7)**\n\n### Step 1: Calculate 25 × 30\n- 25 × 30 = 25 × 3 × 10\n- 25 × 3 = 75\n- 75 × 10 = **750**\n\n### Step 2: Calculate 25 × 7\n- 25 × 7 = 175\n  - (25 × 7 = 20×7 + 5×7 = 140 + 35 = 175)\n\n### Step 3: Add the results\n750 + 175 = **925**\n\n**Answer: 25 × 37 = 925**",
    ],
    reasoning: [
      {
        text: "I need to calculate 25 * 37 step by step.\n\nLet me break this down using the distribution method:\n\n25 * 37 = 25 * (30 + 7)\n       = (25 * 30) + (25 * 7)\n\nFirst, let me calculate 25 * 30:\n25 * 30 = 25 * 3 * 10\n       = 75 * 10\n       = 750\n\nNext, let me calculate 25 * 7:\n25 * 7 = (20 + 5) * 7\n       = (20 * 7) + (5 * 7)\n       = 140 + 35\n       = 175\n\nNow I add them together:\n750 + 175 = 925\n\nLet me verify this another way:\n25 * 37 = 25 * 37\n\nUsing the standard algorithm:\n    37\n  × 25\n  ----\n   185  (37 × 5)\n  740   (37 × 20)\n  ----\n  925\n\nYes, 25 * 37 = 925",
        signature:
          "EtQFCkYICxgCKkC6mX3q5F227lNUFReMQGWY0Vfr33jLdTeIs1jqrtSjwH4/huGliPEyYr9Kd15UJIm2Q3ipEDQ6NhUekxB7abI7EgwKlrwtZBC++WweHhgaDOgbW3U6fApUIw4+giIwm+fYdm9TieL8tP1Y4GBm+m9zBx9+qQ9Xckf88ffwm++E8YNOcLA0sTuPgjncKYvaKrsEo07f77Oxcr+CpnvDNskXfJgIQ6DCb1GM8nk5XPVJIA7Jq0HpEDnJesayPHQyRk7vrld8uEaRypFSYQBN71l5+BvXe5DZHH7Y6Ckoz1JDXpWIl2HBkNbTFDXn/tY93SKmHWWnCJ9j7RIgih/1NurD2v4wUAhrfbOeCY36LVhf3fgjqzUR3fS6hyDrlp5huG8AgC+bIwdFin0BCXcSnYec66p+9a6LjfzkAjKXU19fvNQ/wCSsrKCyGRriZy9J98kjvRtaSPEB07ac7DSxkMxRry7xLCn4nn0oiJvtxa9UFQ/lt+e3O6CWG42Ig9he3TWIkN3fDzrk49outY+MXYMf4xEzcVGEcVLpwZPyu+aXAw2b6rpYokwQi5N5Mk1Vln5rXqd3KP/5ahpGSMARCOG31YuX6kXkBbUyPZiF2FK7ON9cGcul9nquLTxreRmCg+RjW/62BnUwZuJk8ZVJgw0O8wshb7aBS2cWPYnRnm102FczkdqRmNuGJwfBOTSO3X9o6IagtLHllfu/O7wIjMO7YZQvAIdPoN6I3wkbvMBXEYk+13pBMLqZkGwNm8Nxicb89jFsZ6nsQwPfXOcdu/Wen+KYx6eW62t3njuhhVP6IHecHVfmpwVhj/fhVN0l0O96jvnNJTFskmwyF4U1Gz0Yjfa8blVFdtSXMeASEN9czLyEJT3AL4Ohlr5l+DNfKuAKxydbiy7BaP496x+QYAJNY/344mwcBxaHJz2t8J3rvpBVlXj4yujmnFM+nBgB",
      },
    ],
    toolCalls: [],
    serverToolCalls: [],
    ended: true,
    layout: ["user: text", "assistant: thinking text", "user: text"],
  },
  {
    file: "ai-sdk.anthropic-web-search-tool.1.chunks.txt",
    kind: "web_search server tool, its web_search_tool_result, 19 cited text blocks",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 15665, outputTokens: 795 },
        toolResults: [],
      },
    ],
    texts: [
      "Based on my search results, here are the key tech news developments from today (September 26, 2025):\n\n## Apple News\n",
      "Apple today announced the grand reopening of Apple Ginza on Friday, September 26, located in the vibrant Ginza district where Apple's retail journey in Japan began more than two decades ago. Apple Ginza opens to customers Friday, September 26, at 10 a.m. JST.",
      " ",
      "Opened in 2003 as Apple's first store outside the U.S., Apple Ginza now returns in an all-new four-story design that brings together the best of Apple's products, services, and experiences in one beautifully reimagined space.",
      "\n\n## Recent Apple Product Updates\n",
      "Apple is considering building a pilot production line for a foldable iPhone in Taiwan, with plans to launch the new foldable iPhone in 2026. Currently, multiple sources have confirmed that Apple plans to release its first foldable iPhone in 2026 as part of the iPhone 18 lineup.",
      "\n\n",
      "OpenAI launches ChatGPT Pulse, proactively writing your morning briefing. OpenAI is rolling out a new feature in ChatGPT called Pulse, which generates personalized reports while users sleep. Pulse provides users with a quick overview of their day with 5-10 briefings, designed to encourage them to check ChatGPT first thing in the morning.",
      "\n\n## Major Tech Industry Developments from Yesterday\n\n",
      "On September 25, 2025, headlines were dominated by seismic shifts in AI infrastructure, potential blockbuster partnerships between legacy chip giants, and escalating regulatory battles that could redefine global innovation.",
      "\n\nKey highlights include:\n- ",
      "Microsoft shook up its AI stack by integrating Anthropic's models into Copilot for Microsoft 365, reducing OpenAI dependency and boosting productivity tools like real-time analytics.",
      "\n- ",
      "Oracle followed with a $15 billion bond raise for cloud expansion, riding AI demand waves.",
      "\n- ",
      "Google launched Mixboard, an AI mood board app with Gemini-powered suggestions for designers, and rolled conversational editing to more Android phones in Photos.",
      "\n\n## Recent iOS Updates\n",
      "With iOS 26 officially launched, Apple is moving forward with iOS 26.1. Apple released iOS 26 on September 15, bringing the Liquid Glass redesign to the iPhone.",
      "\n\nThe main tech story today appears to be Apple's significant retail milestone with the reopening of their redesigned flagship Ginza store in Tokyo, marking over 20 years since their first international retail expansion.",
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "srvtoolu_01Bj5uzzLcYG5hfueSLcDH8k",
        name: "web_search",
        input: { query: "tech news today September 26 2025" },
        callType: "server_tool_use",
        resultType: "web_search_tool_result",
      },
    ],
    ended: true,
    layout: ["user: text", "assistant: server_tool_use web_search_tool_result text", "user: text"],
  },
  {
    file: "ai-sdk.anthropic-web-fetch-tool.1.chunks.txt",
    kind: "web_fetch server tool between two text blocks",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 4230, outputTokens: 446 },
        toolResults: [],
      },
    ],
    texts: [
      "I'll fetch the content from that Wikipedia page to tell you what it's about.",
      'This Wikipedia page is about the **Maglemosian culture**, which was an early Mesolithic (Middle Stone Age) archaeological culture that existed in Northern Europe from approximately 9,000 to 6,000 BC.\n\nHere are the key points about what this page covers:\n\n**Geographic and Temporal Context:**\n- The culture spanned across Northern Europe, from England to Poland and from southern Sweden to northern France\n- It existed during a period when sea levels were much lower and Britain was connected to mainland Europe\n- The culture overlapped with the end of the last ice age\n\n**Origins and Discovery:**\n- Named after the Danish archaeological site Maglemose, located near Gørlev and Høng in western Zealand, Denmark\n- First excavated in 1900 by George Sarauw\n- Similar settlements were subsequently discovered across a wide area of Northern Europe\n\n**Lifestyle and Technology:**\n- The Maglemosian people lived in forest and wetland environments\n- They were primarily hunter-gatherers who used fishing and hunting tools\n- They had domesticated dogs\n- Most were nomadic, though some may have lived more settled lives\n- They built huts made of bark\n\n**Distinctive Tools and Artifacts:**\n- Used tools made from wood, bone, flint, and horn\n- Characteristic sharply-edged flint microliths for spear and arrow heads\n- Notable fishing spears called "leisters" used for gigging (spear fishing)\n\nThe page also discusses the archaeological significance of the culture and mentions that underwater archaeology may reveal more findings since much of their territory was later submerged by rising sea levels.',
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "srvtoolu_01VNMRfQny2LCrLKEdYaVcCe",
        name: "web_fetch",
        input: { url: "https://en.wikipedia.org/wiki/Maglemosian_culture" },
        callType: "server_tool_use",
        resultType: "web_fetch_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: text server_tool_use web_fetch_tool_result text",
      "user: text",
    ],
  },
  {
    file: "ai-sdk.anthropic-web-fetch-tool-20260209.1.chunks.txt",
    kind: "web_fetch called from code_execution: two nested server tools",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 7172, outputTokens: 144 },
        toolResults: [],
      },
    ],
    texts: [
      "The page at **example.com** is a simple placeholder page explaining that the domain is reserved for use in illustrative documentation examples and does not require prior permission to reference.",
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "srvtoolu_01LKcA5qc1HwvLQSe3cLKmcK",
        name: "code_execution",
        input: {
          code: '\nimport json\nresult = await web_fetch({"url": "https://example.com"})\nif isinstance(result, list):\n    print(result[0]["content"][:500])\nelse:\n    print(result)\n',
        },
        callType: "server_tool_use",
        resultType: "code_execution_tool_result",
      },
      {
        id: "srvtoolu_01SyXFZ4vqqE144ySoN6b5UG",
        name: "web_fetch",
        input: { url: "https://example.com" },
        callType: "server_tool_use",
        resultType: "web_fetch_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: server_tool_use server_tool_use web_fetch_tool_result code_execution_tool_result text",
      "user: text",
    ],
  },
  {
    file: "ai-sdk.anthropic-code-execution-20250825.1.chunks.txt",
    kind: "text_editor and bash code execution server tools between texts",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 8050, outputTokens: 771 },
        toolResults: [],
      },
    ],
    texts: [
      "I'll create a Python script to calculate Fibonacci numbers and then execute it to find the 10th Fibonacci number.",
      "Now let's execute the script to find the 10th Fibonacci number:",
      "Perfect! The script has been created and executed successfully. \n\n**Result: The 10th Fibonacci number is 34**\n\nThe script includes:\n1. An **iterative function** (`fibonacci`) - efficient and fast, suitable for larger numbers\n2. A **recursive function** (`fibonacci_recursive`) - simpler but less efficient for large values\n3. The main execution block that calculates and displays the 10th Fibonacci number\n4. A bonus display showing all Fibonacci numbers from F(1) to F(10)\n\nThe Fibonacci sequence starts with 0, 1, and each subsequent number is the sum of the previous two numbers: 0, 1, 1, 2, 3, 5, 8, 13, 21, 34, ...",
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "srvtoolu_0112cP8RpnKv67t2cscmN4ia",
        name: "text_editor_code_execution",
        input: {
          command: "create",
          path: "/tmp/fibonacci.py",
          file_text:
            'def fibonacci(n):\n    """\n    Calculate the nth Fibonacci number.\n    \n    Args:\n        n: The position in the Fibonacci sequence (1-indexed)\n        \n    Returns:\n        The nth Fibonacci number\n    """\n    if n <= 0:\n        return "Please enter a positive integer"\n    elif n == 1:\n        return 0\n    elif n == 2:\n        return 1\n    else:\n        # Using iterative approach for efficiency\n        a, b = 0, 1\n        for _ in range(2, n):\n            a, b = b, a + b\n        return b\n\ndef fibonacci_recursive(n):\n    """\n    Calculate the nth Fibonacci number using recursion.\n    \n    Args:\n        n: The position in the Fibonacci sequence (1-indexed)\n        \n    Returns:\n        The nth Fibonacci number\n    """\n    if n <= 0:\n        return "Please enter a positive integer"\n    elif n == 1:\n        return 0\n    elif n == 2:\n        return 1\n    else:\n        return fibonacci_recursive(n-1) + fibonacci_recursive(n-2)\n\nif __name__ == "__main__":\n    # Calculate the 10th Fibonacci number\n    n = 10\n    result = fibonacci(n)\n    \n    print(f"The {n}th Fibonacci number is: {result}")\n    \n    # Show the first 10 Fibonacci numbers\n    print(f"\\nFirst {n} Fibonacci numbers:")\n    for i in range(1, n + 1):\n        print(f"F({i}) = {fibonacci(i)}")\n',
        },
        callType: "server_tool_use",
        resultType: "text_editor_code_execution_tool_result",
      },
      {
        id: "srvtoolu_01K2E2j5mkxbtLqNBc6RJHds",
        name: "bash_code_execution",
        input: { command: "python /tmp/fibonacci.py" },
        callType: "server_tool_use",
        resultType: "bash_code_execution_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: text server_tool_use text_editor_code_execution_tool_result text server_tool_use bash_code_execution_tool_result text",
      "user: text",
    ],
  },
  {
    file: "ai-sdk.anthropic-code-execution-20260120-prompt-cache.1.chunks.txt",
    kind: "two bash code executions, input from the prompt cache",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 9632, outputTokens: 198 },
        toolResults: [],
      },
    ],
    texts: ["The sum of the squares of the numbers 1 through 12 is **650**."],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "srvtoolu_011fxGj786xCAh2kPk9GMxQw",
        name: "bash_code_execution",
        input: { command: 'for n in $(seq 1 12); do echo "$n: $((n*n))"; done' },
        callType: "server_tool_use",
        resultType: "bash_code_execution_tool_result",
      },
      {
        id: "srvtoolu_013eUksWZnfcjFk1iarJsYgM",
        name: "bash_code_execution",
        input: {
          command: 'sum=0; for n in $(seq 1 12); do sum=$((sum + n*n)); done; echo "Sum: $sum"',
        },
        callType: "server_tool_use",
        resultType: "bash_code_execution_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: server_tool_use bash_code_execution_tool_result server_tool_use bash_code_execution_tool_result text",
      "user: text",
    ],
  },
  {
    file: "ai-sdk.anthropic-mcp.1.chunks.txt",
    kind: "MCP connector: mcp_tool_use and mcp_tool_result",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 1250, outputTokens: 83 },
        toolResults: [],
      },
    ],
    texts: [
      "The echo tool responded back with: **hello world**\n\nIt simply echoed back the exact message that was sent to it.",
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [
      {
        id: "mcptoolu_017CuqaJcXe5ZHJjaz3KS1AT",
        name: "echo",
        input: { message: "hello world" },
        callType: "mcp_tool_use",
        resultType: "mcp_tool_result",
        serverName: "echo",
      },
    ],
    ended: true,
    layout: ["user: text", "assistant: mcp_tool_use mcp_tool_result text", "user: text"],
  },
  {
    file: "ai-sdk.anthropic-tool-search-bm25.1.chunks.txt",
    kind: "two model calls: tool search server tool then a client tool, then the answer",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 1630, outputTokens: 158 },
        toolResults: [
          {
            id: "toolu_019nRrfqqXcU5NPTUSYfEMAY",
            name: "get_weather",
            output: { temperature: 64, condition: "Partly cloudy", humidity: 65 },
          },
        ],
      },
      {
        stopReason: "end_turn",
        usage: { inputTokens: 1040, outputTokens: 41 },
        toolResults: [],
      },
    ],
    texts: [
      "I'll search for a weather-related tool to help you get the weather information for San Francisco.",
      "Great! I found a weather tool. Let me get the current weather for San Francisco.",
      "The current weather in San Francisco, CA is:\n- **Temperature:** 64°F\n- **Condition:** Partly cloudy\n- **Humidity:** 65%",
    ],
    reasoning: [],
    toolCalls: [
      {
        id: "toolu_019nRrfqqXcU5NPTUSYfEMAY",
        name: "get_weather",
        input: { location: "San Francisco, CA" },
      },
    ],
    serverToolCalls: [
      {
        id: "srvtoolu_01Gj33J3YUAAxF9TWRAThxtu",
        name: "tool_search_tool_bm25",
        input: { query: "weather forecast current conditions" },
        callType: "server_tool_use",
        resultType: "tool_search_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: text server_tool_use tool_search_tool_result text tool_use",
      "user: tool_result",
      "assistant: text",
      "user: text",
    ],
  },
  {
    file: "ai-sdk.anthropic-tool-search-regex.1.chunks.txt",
    kind: "two model calls: regex tool search then a client tool, then the answer",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 1681, outputTokens: 163 },
        toolResults: [
          {
            id: "toolu_01UmPwkecewaEpMupy2ywk8b",
            name: "get_temp_data",
            output: { temperature: 64, condition: "Partly cloudy", humidity: 65 },
          },
        ],
      },
      {
        stopReason: "end_turn",
        usage: { inputTokens: 1071, outputTokens: 67 },
        toolResults: [],
      },
    ],
    texts: [
      "Great! I found a weather tool. Let me get the current weather data for San Francisco.",
      "Here's the current weather data for San Francisco:\n\n- **Location:** San Francisco, CA\n- **Temperature:** 64°F\n- **Condition:** Partly cloudy\n- **Humidity:** 65%\n\nThe weather in SF is pleasant with partly cloudy skies and moderate humidity!",
    ],
    reasoning: [],
    toolCalls: [
      {
        id: "toolu_01UmPwkecewaEpMupy2ywk8b",
        name: "get_temp_data",
        input: { location: "San Francisco, CA" },
      },
    ],
    serverToolCalls: [
      {
        id: "srvtoolu_01TFsKhwiJYqVMitK2XGtH87",
        name: "tool_search_tool_regex",
        input: { pattern: "weather|SF|San Francisco|forecast|temperature|climate", limit: 10 },
        callType: "server_tool_use",
        resultType: "tool_search_tool_result",
      },
    ],
    ended: true,
    layout: [
      "user: text",
      "assistant: server_tool_use tool_search_tool_result text tool_use",
      "user: tool_result",
      "assistant: text",
      "user: text",
    ],
  },
  {
    file: "python-sdk.incomplete_partial_json_response.txt",
    kind: "max_tokens in the middle of a tool call's input",
    steps: [
      {
        stopReason: "max_tokens",
        usage: { inputTokens: 450, outputTokens: 124 },
        toolResults: [],
      },
    ],
    texts: [
      "I'll create a comprehensive tax guide for someone with multiple W2s and save it in a file called taxes.txt. Let me do that for you now.",
    ],
    reasoning: [],
    toolCalls: [
      {
        id: "toolu_01EKqbqmZrGRXy18eN7m9kvY",
        name: "make_file",
        input: {
          filename: "taxes.txt",
          lines_of_text: [
            "# COMPREHENSIVE TAX GUIDE FOR INDIVIDUALS WITH MULTIPLE W-2s",
            "",
            "## INTRODUCTION",
            "",
            "Filing taxes",
          ],
        },
      },
    ],
    serverToolCalls: [],
    ended: true,
    error: { code: "max_tokens" },
    problems: [/make_file.*not complete JSON/],
    layout: ["user: text", "assistant: text tool_use", "user: tool_result text"],
  },
  {
    file: "python-sdk.tool_use_response.txt",
    kind: "text then a client tool call; stops for tool_use",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 377, outputTokens: 65 },
        toolResults: [
          {
            id: "toolu_01NRLabsLyVHZPKxbKvkfSMn",
            name: "get_weather",
            output: { temperature: 18, condition: "Sunny" },
          },
        ],
      },
    ],
    texts: ["I'll check the current weather in Paris for you."],
    reasoning: [],
    toolCalls: [
      { id: "toolu_01NRLabsLyVHZPKxbKvkfSMn", name: "get_weather", input: { location: "Paris" } },
    ],
    serverToolCalls: [],
    ended: false,
    layout: ["user: text", "assistant: text tool_use", "user: tool_result"],
  },
  {
    file: "ai-sdk.anthropic-json-tool.2.chunks.txt",
    kind: "text then a client tool call with nested input",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 849, outputTokens: 47 },
        toolResults: [{ id: "toolu_01KFbKqPYSuAKujiL6mTfzYA", name: "json", output: "ok" }],
      },
    ],
    texts: ["I'll invoke the JSON response tool."],
    reasoning: [],
    toolCalls: [
      {
        id: "toolu_01KFbKqPYSuAKujiL6mTfzYA",
        name: "json",
        input: { elements: [{ location: "San Francisco", temperature: 58, condition: "sunny" }] },
      },
    ],
    serverToolCalls: [],
    ended: false,
    layout: ["user: text", "assistant: text tool_use", "user: tool_result"],
  },
  {
    file: "ai-sdk.anthropic-tool-no-args.chunks.txt",
    kind: "a client tool call with no arguments",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 565, outputTokens: 48 },
        toolResults: [
          { id: "toolu_01QE1WLsSVp5hy5Q3GmGTmjP", name: "updateIssueList", output: { updated: 3 } },
        ],
      },
    ],
    texts: ["I'll update the issue list for you."],
    reasoning: [],
    toolCalls: [{ id: "toolu_01QE1WLsSVp5hy5Q3GmGTmjP", name: "updateIssueList", input: {} }],
    serverToolCalls: [],
    ended: false,
    layout: ["user: text", "assistant: text tool_use", "user: tool_result"],
  },
  {
    file: "ai-sdk.anthropic-json-other-tool.1.chunks.txt",
    kind: "a client tool call and no text",
    steps: [
      {
        stopReason: "tool_use",
        usage: { inputTokens: 843, outputTokens: 28 },
        toolResults: [
          {
            id: "toolu_019Zvehfe1XQWweT1pm7okyt",
            name: "weather",
            output: { temperature: 58, condition: "sunny" },
          },
        ],
      },
    ],
    texts: [],
    reasoning: [],
    toolCalls: [
      {
        id: "toolu_019Zvehfe1XQWweT1pm7okyt",
        name: "weather",
        input: { location: "San Francisco" },
      },
    ],
    serverToolCalls: [],
    ended: false,
    layout: ["user: text", "assistant: tool_use", "user: tool_result"],
  },
  {
    file: "ai-sdk.anthropic-text.chunks.txt",
    kind: "plain text with cumulative usage in message_delta",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 12, outputTokens: 30 },
        toolResults: [],
      },
    ],
    texts: [
      "Hello! I'm doing well, thank you for asking. How are you doing today? Is there anything I can help you with?",
    ],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [],
    ended: true,
    layout: ["user: text", "assistant: text", "user: text"],
  },
  {
    file: "python-sdk.basic_response.txt",
    kind: "plain text, output tokens only in message_delta",
    steps: [
      {
        stopReason: "end_turn",
        usage: { inputTokens: 11, outputTokens: 6 },
        toolResults: [],
      },
    ],
    texts: ["Hello there!"],
    reasoning: [],
    toolCalls: [],
    serverToolCalls: [],
    ended: true,
    layout: ["user: text", "assistant: text", "user: text"],
  },
];
