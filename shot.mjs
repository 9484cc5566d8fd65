import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, w, scheme, path, full] = spec.split(',');
  const page = await browser.newPage({ viewport: { width: Number(w), height: 900 }, colorScheme: scheme });
  await page.goto('http://127.0.0.1:4199' + path);
  await page.screenshot({ path: `/tmp/s-${name}.png`, fullPage: full === 'full' });
  await page.close();
}
await browser.close();
