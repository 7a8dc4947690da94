import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
const page = await context.newPage();
await page.addInitScript(() => { if (!sessionStorage.getItem('visitorType')) sessionStorage.setItem('visitorType', 'schools'); });
page.on('response', async (r) => { const h = r.headers()['set-cookie']; if (h) console.log('set-cookie from', r.request().method(), r.url().slice(22), h.split(';')[0].slice(0, 40)); });
await page.goto('http://127.0.0.1:4402/contact-us');
const img = page.getByRole('img', { name: 'Captcha code image' });
for (let i = 0; i < 50; i++) { if (await img.evaluate((el) => el.complete && el.naturalWidth > 0).catch(() => false)) break; await page.waitForTimeout(100); }
const answer = await page.request.get('http://127.0.0.1:4402/__e2e/captcha/contact');
console.log(answer.status(), await answer.text());
await page.waitForTimeout(1000);
const again = await page.request.get('http://127.0.0.1:4402/__e2e/captcha/contact');
console.log('after 1s', again.status(), await again.text());
await browser.close();
