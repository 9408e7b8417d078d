/** Texts of the kinds an agent's context holds, for comparing token estimators. */
export const CORPUS: Readonly<Record<string, readonly string[]>> = {
  "English prose": [
    "The agent read the failing test, found that the parser dropped the last line of every file without a trailing newline, and proposed a one-line fix together with a regression test.",
    "Before you merge, check that the migration runs on a copy of production data; last time a column default silently turned every archived order back into a pending one.",
    "Thanks for the detailed report. I reproduced the crash on the second try: it only happens when the window is resized while a request is still in flight.",
  ],
  "TypeScript code": [
    "export function debounce<T extends unknown[]>(fn: (...args: T) => void, ms: number) {\n  let timer: ReturnType<typeof setTimeout> | undefined;\n  return (...args: T) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), ms);\n  };\n}",
    "const rows = await db.select().from(users).where(eq(users.teamId, team.id)).orderBy(desc(users.createdAt)).limit(50);\nif (rows.length === 0) throw new NotFoundError('team ' + team.id + ' has no members');",
  ],
  "shell output": [
    "$ npm test\n\n> app@1.4.2 test\n> vitest run\n\n ✓ src/parse.test.ts (12 tests) 41ms\n × src/render.test.ts > renders a table 12ms\n   → expected '<td>1</td>' to contain '<td>2</td>'\n\n Test Files  1 failed | 1 passed (2)",
    "drwxr-xr-x  5 root root  4096 Nov 22 00:16 .\n-rw-r--r--  1 root root  1428 Nov 22 00:16 README.md\n-rw-r--r--  1 root root 63802 Nov 22 00:16 server.log",
  ],
  JSON: [
    '{"id":"call_8f2a","type":"function","function":{"name":"search_issues","arguments":"{\\"repo\\":\\"acme/web\\",\\"state\\":\\"open\\",\\"labels\\":[\\"bug\\",\\"p1\\"],\\"limit\\":20}"}}',
    '[{"sku":"A-1042","qty":3,"price":12.5,"tags":["sale","winter"]},{"sku":"B-7","qty":1,"price":199,"tags":[]},{"sku":"C-88","qty":12,"price":0.99,"tags":["bulk"]}]',
  ],
  German: [
    "Die Bereitstellung ist fehlgeschlagen, weil das Zertifikat des Lastverteilers abgelaufen war; nach der Erneuerung liefen alle Prüfungen wieder durch.",
  ],
  Russian: [
    "Агент проверил журнал сборки и обнаружил, что тесты падают только на машинах с часовым поясом, отличным от UTC.",
  ],
  Chinese: [
    "代理读取了失败的测试，发现解析器会丢弃没有结尾换行符的文件的最后一行，并提出了一个修复方案和回归测试。",
  ],
  Japanese: [
    "エージェントはログを確認し、タイムゾーンがUTC以外のマシンでのみテストが失敗することを突き止めました。",
  ],
  Arabic: [
    "قرأ الوكيل الاختبار الفاشل ووجد أن المحلل يحذف السطر الأخير من كل ملف لا ينتهي بسطر جديد.",
  ],
};
