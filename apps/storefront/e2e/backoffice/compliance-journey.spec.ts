import ICAL from 'ical.js';
import { expectNoAxeViolations } from '../support/axe';
import { newCustomer, registerAndVerify } from '../support/customer';
import { pdf, submitAndPay } from '../support/paid-submission';
import { signInNewStaff } from '../support/staff';
import { expect, test } from '../support/test';

// The compliance calendar end to end: a customer buys a company registration; the operator delivers the
// certificate with its CIN, date and directors; the customer's /compliance then dates the company's filings; File
// now opens the filing's service with its form filled in; Mark as filed takes an obligation out of the reminders'
// list; the calendar feed parses (with ical.js, not the `ics` writer) with the same dates.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2027-05-01' → '1 May 2027', as the storefront writes a day. */
const day = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return `${dayOfMonth} ${MONTHS[month - 1]} ${year}`;
};
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const COMPANY = 'Nilgiri Analytics Private Limited';
const DIRECTORS = [
  { name: 'Nisha Kulkarni', din: '08123456' },
  { name: 'Arjun Pillai', din: '08654321' },
];

/**
 * What the law dates for a company incorporated on `incorporatedOn`, worked out here by hand: INC-20A 180 days
 * after; the first financial year ends on the 31 March after incorporation (s.2(41): one that starts from January
 * runs to the next March), the first AGM nine months after it, AOC-4 30 and MGT-7 60 days after the AGM; a new
 * director's KYC by 30 June three years after the first 31 March the DIN is held on.
 */
function expectedDates(incorporatedOn: string) {
  const [year, month] = incorporatedOn.split('-').map(Number) as [number, number];
  const agm = `${year + 1}-12-31`;
  const firstMarch = month >= 4 ? year + 1 : year;
  return {
    inc20a: addDays(incorporatedOn, 180),
    agm,
    aoc4: addDays(agm, 30),
    mgt7: addDays(agm, 60),
    kyc: `${firstMarch + 3}-06-30`,
    financialYear: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  };
}

test('a registered company’s filings are dated, filed through File now, marked filed and in the feed', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // Incorporated 170 days ago: INC-20A is due in ten days, inside the reminders' window.
  const incorporatedOn = addDays(indiaToday(), -170);
  const due = expectedDates(incorporatedOn);
  const cin = `U62010KA${incorporatedOn.slice(0, 4)}PTC${String(Date.now()).slice(-6)}`;

  // 1. The customer buys Private Limited Company Registration.
  const customerContext = await browser.newContext();
  const shop = await customerContext.newPage();
  const customer = newCustomer('Nisha Kulkarni');
  await registerAndVerify(shop, request, customer);
  await shop.goto('/service/private-limited-company-registration');
  const application = shop.getByRole('form', { name: 'Application form' });
  await application.getByLabel(/^Proposed company names/).fill('Nilgiri Analytics, Nilgiri Data Labs');
  await application.getByLabel(/^Number of directors/).fill('2');
  await application.getByLabel(/^Authorised capital/).fill('100000');
  await application.getByLabel(/^Main business activity/).fill('Analytics software for tea estates');
  await application.getByRole('button', { name: /State of registration$/ }).click();
  await shop.getByRole('option', { name: 'Karnataka' }).click();
  await application.getByLabel(/^Contact email/).fill(customer.email);
  await application.getByLabel(/^PAN card of the first director/).setInputFiles(pdf('pan-nisha.pdf'));
  await application.getByLabel(/^Registered office address proof/).setInputFiles(pdf('office-lease.pdf'));
  const submissionId = await submitAndPay(shop, 'Start my registration');

  // 2. The operator delivers the certificate with its CIN, date and directors.
  await signInNewStaff(page, request, 'operator', 'Rohan Mehta', `/backoffice/submissions/${submissionId}`);
  const work = page.getByRole('region', { name: 'Work on this submission' });
  await work.getByRole('button', { name: 'Start processing' }).click();
  await page
    .getByRole('alertdialog', { name: 'Start processing?' })
    .getByRole('button', { name: 'Start processing' })
    .click();
  await expect(work.getByRole('button', { name: 'Mark completed' })).toBeVisible();
  await work.getByRole('button', { name: 'Deliver documents' }).click();
  const deliver = page.getByRole('dialog', { name: 'Deliver documents' });
  await deliver.getByLabel('Title').fill('Certificate of Incorporation');
  await deliver.getByLabel('Files').setInputFiles(pdf('certificate-of-incorporation.pdf'));
  await deliver.getByText('Final documents — completes the submission').click();
  await deliver.getByLabel(/^Name on the certificate/).fill(COMPANY);
  await deliver.getByLabel(/^CIN/).fill(cin);
  await deliver.getByLabel(/^Date of incorporation/).fill(incorporatedOn);
  await deliver.getByLabel(/^Directors/).fill(DIRECTORS.map((d) => `${d.name}, ${d.din}`).join('\n'));
  await deliver.getByRole('button', { name: 'Deliver' }).click();
  await expect(deliver).toBeHidden();

  // 3. The customer's calendar dates INC-20A, the first AGM, AOC-4 and MGT-7 after it, and each director's KYC.
  await shop.goto('/compliance');
  // A card for each period: the first year's is the one dated by hand above.
  const card = (form: string, title: string, dueOn: string) =>
    shop.getByRole('article', { name: `${form}: ${title}, ${COMPANY}` }).filter({ hasText: `Due ${day(dueOn)}` });
  const inc20a = card('INC-20A', 'Declaration for commencement of business', due.inc20a);
  await expect(inc20a).toContainText('Due soon');
  await expect(inc20a).toContainText('10 days left');
  await shop.getByRole('button', { name: 'Show later months' }).click();
  await expect(card('AGM', 'Annual general meeting', due.agm)).toBeVisible();
  const aoc4 = card('AOC-4', 'File the financial statements', due.aoc4);
  await expect(aoc4).toBeVisible();
  await expect(card('MGT-7', 'File the annual return', due.mgt7)).toBeVisible();
  for (const director of DIRECTORS) {
    await expect(
      card('DIR-3 KYC', 'Director KYC', due.kyc).filter({ hasText: `${director.name} (DIN ${director.din})` }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(shop);

  // 4. File now on AOC-4 opens Annual ROC Compliance with the company's answers filled in.
  await aoc4.getByRole('link', { name: 'File now' }).click();
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(/Annual ROC Compliance/);
  const filing = shop.getByRole('form', { name: 'Application form' });
  await expect(filing.getByLabel(/^Company name/)).toHaveValue(COMPANY);
  await expect(filing.getByLabel(/^Corporate Identification Number/)).toHaveValue(cin);
  await expect(filing.getByRole('button', { name: /Financial year$/ })).toContainText(due.financialYear);
  await expect(filing.getByLabel(/^Contact email/)).toHaveValue('');

  // 5. Mark as filed takes INC-20A out of the list the reminders are sent from (the back office's Due soon).
  const dueSoon = `/backoffice/compliance/due-soon?q=${encodeURIComponent(customer.email)}&rule=inc-20a`;
  await page.goto(dueSoon);
  const list = page.getByRole('table', { name: 'Obligations due soon' });
  await expect(list.getByRole('row', { name: /INC-20A/ })).toContainText('10 days left');
  await shop.goto('/compliance');
  await inc20a.getByRole('button', { name: 'Mark as filed' }).click();
  const markFiled = shop.getByRole('dialog', { name: 'Mark INC-20A as filed' });
  await markFiled.getByLabel(/^Acknowledgement number/).fill('AB1234567');
  await markFiled.getByRole('button', { name: 'Mark as filed' }).click();
  await expect(markFiled).toBeHidden();
  await expect(inc20a).toContainText('Filed');
  await expect(inc20a).toContainText(`Filed on ${day(indiaToday())}`);
  await page.goto(dueSoon);
  await expect(list.getByRole('cell', { name: 'Nothing is due within 30 days without an order.' })).toBeVisible();

  // 6. The calendar feed parses, with the same dates.
  await shop.getByRole('button', { name: 'Get a calendar address' }).click();
  const address = await shop.getByLabel('Calendar address').inputValue();
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
  const dateOf = (form: string, subject = '') =>
    events
      .filter((event) => String(event.getFirstPropertyValue('summary')).startsWith(`${form} due:`))
      .filter((event) => String(event.getFirstPropertyValue('description')).includes(subject))
      .map((event) => String(event.getFirstPropertyValue('dtstart')));
  expect(dateOf('INC-20A')).toEqual([due.inc20a]);
  expect(dateOf('AGM')).toContain(due.agm);
  expect(dateOf('AOC-4')).toContain(due.aoc4);
  expect(dateOf('MGT-7')).toContain(due.mgt7);
  for (const director of DIRECTORS) expect(dateOf('DIR-3 KYC', director.din)).toEqual([due.kyc]);
  await customerContext.close();
});
