/** Browser and operating system named in a User-Agent header, for the online users page (null when unknown). */
export function describeUserAgent(ua: string | null | undefined): { browser: string | null; os: string | null } {
  if (!ua) return { browser: null, os: null };
  const version = (re: RegExp) => re.exec(ua)?.[1]?.split('.')[0];
  let browser: string | null = null;
  if (/Edg\//.test(ua)) browser = `Edge ${version(/Edg\/([\d.]+)/) ?? ''}`.trim();
  else if (/HeadlessChrome\//.test(ua)) browser = `Headless Chrome ${version(/HeadlessChrome\/([\d.]+)/) ?? ''}`.trim();
  else if (/(Chrome|Chromium)\//.test(ua)) browser = `Chrome ${version(/(?:Chrome|Chromium)\/([\d.]+)/) ?? ''}`.trim();
  else if (/Firefox\//.test(ua)) browser = `Firefox ${version(/Firefox\/([\d.]+)/) ?? ''}`.trim();
  else if (/Safari\//.test(ua) && /Version\//.test(ua)) browser = `Safari ${version(/Version\/([\d.]+)/) ?? ''}`.trim();
  else if (/curl\//.test(ua)) browser = 'curl';
  else if (/node|undici|axios|supertest/i.test(ua)) browser = 'Node.js client';
  let os: string | null = null;
  if (/Windows NT/.test(ua)) os = 'Windows';
  else if (/Android/.test(ua)) os = 'Android';
  else if (/iPhone|iPad|iPod/.test(ua)) os = 'iOS';
  else if (/Mac OS X|Macintosh/.test(ua)) os = 'macOS';
  else if (/CrOS/.test(ua)) os = 'ChromeOS';
  else if (/Linux/.test(ua)) os = 'Linux';
  return { browser, os };
}
