-- The firm's published knowledge base articles, so that a new project opens with them (db push runs
-- no seeds). Written once by `npm run knowledge:seed -- --launch` from content/knowledge; after
-- launch staff keep the articles in the staff area, so an existing row (same id or slug) is kept.

-- charity-accounts-independent-examination-and-audit
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '97a8396e-4f8e-5e30-a65c-5517718b3348',
  'Charity accounts: independent examination and audit thresholds in 2026',
  'charity-accounts-independent-examination-and-audit',
  'Which accounts a charity in England and Wales must prepare, when it needs an independent examination or an audit, and how the higher thresholds from 30 September 2026 apply.',
  $kb$<p>Trustees are responsible for their charity&#39;s accounts, even when a volunteer treasurer or an accountant prepares them. The type of accounts, and the level of outside scrutiny they need, depend on the charity&#39;s income, its assets and whether it is a company. In England and Wales several of those thresholds rose for the first time in a decade in 2026. This guide sets out the old and new limits and how to tell which apply to you.</p>
<h2>Which thresholds apply to your year?</h2>
<p>The higher thresholds were set by an order made under the Charities Acts following the government&#39;s 2025 consultation. They apply to <strong>financial years ending on or after 30 September 2026</strong>. A year that ended before that date, for example 31 March 2026 or 30 June 2026, is reported under the old limits, even if the accounts are prepared after September 2026.</p>
<h2>The thresholds at a glance (England and Wales)</h2>
<table>
<thead>
<tr>
<th>Requirement (based on gross income unless stated)</th>
<th>Years ending before 30 September 2026</th>
<th>Years ending on or after 30 September 2026</th>
</tr>
</thead>
<tbody><tr>
<td>Register with the Charity Commission</td>
<td>over £5,000</td>
<td>over £5,000 (unchanged)</td>
</tr>
<tr>
<td>Excepted charities (such as many churches) must register</td>
<td>over £100,000</td>
<td>over £100,000 (unchanged)</td>
</tr>
<tr>
<td>Submit an annual return</td>
<td>over £10,000</td>
<td>over £10,000 (unchanged)</td>
</tr>
<tr>
<td>File accounts and annual report with the Commission</td>
<td>over £25,000</td>
<td>over £25,000 (unchanged)</td>
</tr>
<tr>
<td>External scrutiny by independent examination</td>
<td>over £25,000</td>
<td>over <strong>£40,000</strong></td>
</tr>
<tr>
<td>Examiner must be professionally qualified</td>
<td>over £250,000</td>
<td>over <strong>£500,000</strong></td>
</tr>
<tr>
<td>Non-company charity may use receipts and payments accounts</td>
<td>up to £250,000</td>
<td>up to <strong>£500,000</strong></td>
</tr>
<tr>
<td>Statutory audit (income test)</td>
<td>over £1 million</td>
<td>over <strong>£1.5 million</strong></td>
</tr>
<tr>
<td>Statutory audit (assets test)</td>
<td>assets over £3.26 million and income over £250,000</td>
<td>assets over <strong>£5 million</strong> and income over <strong>£500,000</strong></td>
</tr>
</tbody></table>
<p>Accounts and reports must reach the Charity Commission within <strong>10 months</strong> of the year end.</p>
<h2>Receipts and payments, or accruals?</h2>
<p>Charities that are not companies and whose income is within the limit can prepare simple <strong>receipts and payments accounts</strong>: money in, money out, and a statement of assets and liabilities at the year end. Above the limit, they must prepare <strong>accruals accounts</strong> following the Charities Statement of Recommended Practice (SORP).</p>
<p><strong>Charitable companies</strong> must always prepare accruals accounts, because company law requires them, and must file them at Companies House within nine months of the year end as well as with the Charity Commission.</p>
<p>A new edition of the Charities SORP applies to accounting periods beginning on or after 1 January 2026. It introduces reporting tiers based on income, with lighter requirements for the smallest tier. If your charity prepares accruals accounts, check which tier you fall into before your first 2026 year end.</p>
<h2>Independent examination or audit?</h2>
<p>An <strong>independent examination</strong> is a review by an independent person with the ability and practical experience to carry it out. The examiner follows the Charity Commission&#39;s directions, checks that the accounts agree with the records and that the accounting requirements have been met, and reports whether anything has come to their attention that should be brought to the trustees&#39; and readers&#39; notice. It is not an audit and gives no opinion on whether the accounts are &quot;true and fair&quot;.</p>
<p>Above the qualification threshold, the examiner must be a member of one of the professional bodies listed in the Charities Act, such as ICAEW.</p>
<p>A <strong>statutory audit</strong> is a fuller examination by a registered auditor, who gives an opinion on whether the accounts give a true and fair view. It is required above the audit thresholds. Charitable companies can only take the charity audit exemption if they also qualify under company law.</p>
<p>Even below the thresholds, your <strong>governing document</strong>, a funder or a grant condition may require an audit or examination. Check before you change the level of scrutiny.</p>
<h2>Worked examples</h2>
<p><strong>A community charity (trust), year ending 31 March 2026, income £38,000.</strong> The year ended before 30 September 2026, so the old limits apply. Income is over £25,000, so it needs an independent examination, and it files its accounts, report and annual return with the Commission.</p>
<p><strong>The same charity, year ending 31 March 2027, income £38,000.</strong> The new limits apply. Income is below £40,000, so an independent examination is no longer a legal requirement. It must still file its accounts, annual report and annual return, because income is over £25,000. If its trust deed requires an examination, it must still have one.</p>
<p><strong>A church with income of £320,000, year ending 31 December 2026.</strong> New limits apply. It may use receipts and payments accounts if it is not a company, and its examiner no longer needs to be professionally qualified. It is registered with the Commission because its income is over £100,000. Many trustees will keep a qualified examiner anyway, for the assurance it gives funders.</p>
<h2>Scotland and Northern Ireland</h2>
<p>Charities registered in Scotland follow OSCR&#39;s rules, and those in Northern Ireland follow the Charity Commission for Northern Ireland. Their thresholds differ from those above. A cross-border charity may need to meet both sets.</p>
<h2>What trustees should do now</h2>
<ul>
<li>Check your financial year end and which set of limits applies.</li>
<li>Confirm your income, and for audit, your gross assets.</li>
<li>Read your governing document and funding agreements for audit or examination requirements.</li>
<li>Book your examiner or auditor early: the 10-month deadline comes round quickly.</li>
<li>Prepare the trustees&#39; annual report alongside the accounts, not afterwards.</li>
</ul>
<p>Our <a href="/accounting/churches">charity and church accounting team</a> prepares charity accounts and carries out independent examinations. We can tell you quickly which rules apply to your next year end.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.legislation.gov.uk/ukpga/2011/25/contents">legislation.gov.uk: Charities Act 2011</a></li>
<li><a href="https://www.legislation.gov.uk/uksi/2026/427/made">legislation.gov.uk: SI 2026/427 (charity accounts thresholds)</a></li>
<li><a href="https://www.gov.uk/government/publications/charities-sorp-frs-102">GOV.UK: Charities SORP (FRS 102)</a></li>
</ul>$kb$,
  'c27a4a26-4b11-5e57-82f0-bd1631e306f4',
  array['charities', 'independent examination', 'charity audit', 'charity accounts', 'trustees']::text[],
  'Chloe Bennett',
  null,
  5,
  '/images/knowledge/charity-accounts-independent-examination-and-audit.svg',
  'For financial years ending on or after 30 September 2026, a charity in England and Wales needs an independent examination above £40,000 of income (previously £25,000) and an audit above £1.5 million (previously £1 million). Receipts and payments accounts are allowed up to £500,000 for charities that are not companies.',
  true,
  '2025-10-14T09:15:00Z'::timestamptz,
  '2025-10-14T09:15:00Z'::timestamptz,
  '2026-10-05T13:45:00Z'::timestamptz
)
on conflict do nothing;

-- company-year-end-deadlines
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '2ffe020e-fda4-57da-a961-d148bc585736',
  'Company year-end deadlines: accounts, corporation tax and the CT600',
  'company-year-end-deadlines',
  'Every deadline that follows a limited company''s year end, from Companies House accounts to corporation tax and the CT600, with dates worked out and the penalties for missing them.',
  $kb$<p>A limited company&#39;s year end starts several clocks at once, run by two different bodies. Companies House wants your accounts; HMRC wants your corporation tax and your company tax return. The dates are close together but not the same, and the penalties are automatic. Here is the full timetable.</p>
<h2>The three main deadlines</h2>
<p>For a private limited company with a 12-month accounting period:</p>
<ol>
<li><strong>Annual accounts to Companies House: 9 months after the year end.</strong> If the year end is the last day of a month, the deadline is the last day of the month nine months later.</li>
<li><strong>Corporation tax payment to HMRC: 9 months and 1 day after the year end.</strong> HMRC does not send a bill; you work out the amount and pay it.</li>
<li><strong>Company tax return (CT600) to HMRC: 12 months after the year end.</strong> The return includes the accounts and tax computation, tagged in iXBRL format.</li>
</ol>
<p>So the tax is due <strong>before</strong> the return. Most companies prepare both at the same time, so that the amount paid is the amount on the return.</p>
<h3>Dates worked out</h3>
<table>
<thead>
<tr>
<th>Year end</th>
<th>Accounts due</th>
<th>Corporation tax due</th>
<th>CT600 due</th>
</tr>
</thead>
<tbody><tr>
<td>31 December 2025</td>
<td>30 September 2026</td>
<td>1 October 2026</td>
<td>31 December 2026</td>
</tr>
<tr>
<td>31 March 2026</td>
<td>31 December 2026</td>
<td>1 January 2027</td>
<td>31 March 2027</td>
</tr>
<tr>
<td>30 June 2026</td>
<td>31 March 2027</td>
<td>1 April 2027</td>
<td>30 June 2027</td>
</tr>
<tr>
<td>30 September 2026</td>
<td>30 June 2027</td>
<td>1 July 2027</td>
<td>30 September 2027</td>
</tr>
</tbody></table>
<h2>Your company&#39;s first accounts</h2>
<p>The first accounts usually cover more than 12 months, because the first accounting reference date is the last day of the month in which the company was incorporated, one year on. They are due <strong>21 months after the date of incorporation</strong>, or 3 months after the accounting reference date if that is later.</p>
<p>For tax, an accounting period can never be longer than 12 months. A first period of, say, 14 months is split into two accounting periods for corporation tax: one of 12 months and one of 2 months, each with its own payment date and its own CT600.</p>
<h2>Other dates in the company calendar</h2>
<ul>
<li><strong>Confirmation statement:</strong> at least once every 12 months, filed within 14 days of the review date. It confirms the company&#39;s officers, shareholders, people with significant control and registered office.</li>
<li><strong>Identity verification:</strong> since 18 November 2025, every director and person with significant control must verify their identity with Companies House. Existing directors confirm their verification when the company files its next confirmation statement.</li>
<li><strong>P11D and P11D(b):</strong> by 6 July after the end of the tax year, if directors or staff have received benefits in kind that are not payrolled. Class 1A National Insurance on those benefits is payable by 22 July (19 July by cheque).</li>
<li><strong>Director&#39;s Self Assessment:</strong> by 31 January after the end of the tax year, including dividends received.</li>
<li><strong>VAT returns and payroll submissions</strong> run on their own cycles throughout the year.</li>
</ul>
<h2>What happens if you miss a deadline</h2>
<h3>Late accounts</h3>
<p>Companies House charges an automatic penalty on the company that rises with the delay. On the scale that has applied for many years, a private company pays £150 if its accounts are up to one month late, rising to £375, £750 and then £1,500 if they are more than six months late. The penalty <strong>doubles</strong> if the previous year&#39;s accounts were also late. Persistent failure to file can lead to the company being struck off the register, and directors can be prosecuted.</p>
<p>If something genuinely unexpected stops you filing, such as serious illness or an office fire, you can apply to Companies House for an extension, but you must apply <strong>before</strong> the deadline.</p>
<h3>Late corporation tax</h3>
<p>There is no fixed penalty for paying corporation tax late, but HMRC charges interest from the day after the due date at the Bank of England base rate plus 4%. Interest is deductible for the company, but it adds up quickly on a large bill.</p>
<h3>Late CT600</h3>
<p>For returns with a filing date on or after 1 April 2026, the fixed penalties doubled:</p>
<ul>
<li>£200 as soon as the return is late;</li>
<li>a further £200 (£400 in all) if it is more than three months late;</li>
<li>£1,000 and £2,000 respectively if the return is late for the third time in a row.</li>
</ul>
<p>If the return is six months late, HMRC can estimate the tax due and add a tax-geared penalty of 10% of the unpaid tax, and another 10% at twelve months.</p>
<h2>Changing your year end</h2>
<p>You can shorten your accounting reference date as often as you like, or lengthen it (to a maximum of 18 months) once every five years, by filing form AA01 before the accounts for the current period are due. A year end that suits your trading cycle, for example after your busy season, can make the accounts quicker and cheaper to prepare. Remember that a longer period still means two accounting periods for corporation tax.</p>
<h2>A simple routine that avoids penalties</h2>
<ul>
<li>Put all three dates in your calendar the day your year ends.</li>
<li>Send your records to your accountant within two or three months of the year end.</li>
<li>Save for corporation tax monthly in a separate account.</li>
<li>Check the Companies House register once a year to make sure your details are correct.</li>
</ul>
<p>If you would like us to keep track of the dates and file everything for you, our <a href="/accounting/company-secretarial">company secretarial service</a> and <a href="/accounting/accounts-tax">accounts and tax team</a> can take the whole calendar off your hands.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/verifying-your-identity-for-companies-house">GOV.UK: Verifying your identity for Companies House</a></li>
<li><a href="https://www.legislation.gov.uk/uksi/2008/497/regulation/3">legislation.gov.uk: Companies (Late Filing Penalties) Regulations 2008, regulation 3</a></li>
<li><a href="https://www.gov.uk/annual-accounts/penalties-for-late-filing">GOV.UK: Prepare annual accounts for a private limited company – penalties for late filing</a></li>
<li><a href="https://www.gov.uk/government/publications/corporation-tax-increases-to-late-filing-penalties/increases-to-corporation-tax-late-filing-penalties">GOV.UK: Increases to Corporation Tax late filing penalties</a></li>
<li><a href="https://www.gov.uk/company-tax-returns/penalties-for-late-filing">GOV.UK: Company Tax Returns – penalties for late filing</a></li>
<li><a href="https://www.gov.uk/employer-reporting-expenses-benefits">GOV.UK: Expenses and benefits for employers</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['deadlines', 'annual accounts', 'corporation tax', 'companies house', 'penalties']::text[],
  'Chloe Bennett',
  null,
  5,
  '/images/knowledge/company-year-end-deadlines.svg',
  'Accounts are due at Companies House 9 months after the year end, corporation tax is payable 9 months and 1 day after it, and the CT600 return is due 12 months after it. For a 31 March 2026 year end that means 31 December 2026, 1 January 2027 and 31 March 2027.',
  true,
  '2025-05-06T13:00:00Z'::timestamptz,
  '2025-05-06T13:00:00Z'::timestamptz,
  '2026-06-02T09:20:00Z'::timestamptz
)
on conflict do nothing;

-- corporation-tax-rates-and-marginal-relief
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '3f389b1f-16dd-5244-9a0d-6d940ce72125',
  'Corporation tax rates and marginal relief for 2026/27',
  'corporation-tax-rates-and-marginal-relief',
  'How the 19% small profits rate, the 25% main rate and marginal relief work for a small company, with a worked example and the traps of associated companies.',
  $kb$<p>Corporation tax looks simple on the surface: one rate for small profits, one for large. The detail in the middle, marginal relief, is where most owner-managed companies sit, and where the surprises happen. This guide explains the rates for the financial year that started on 1 April 2026 and shows how to work out your own bill.</p>
<h2>The rates for the financial year 2026</h2>
<p>Corporation tax is charged by financial year, which runs from 1 April to 31 March. For the financial year 2026 (1 April 2026 to 31 March 2027) the rates are the same as in the previous three years:</p>
<table>
<thead>
<tr>
<th>Taxable profits (12-month period, no associated companies)</th>
<th>Rate</th>
</tr>
</thead>
<tbody><tr>
<td>£50,000 or less</td>
<td>19% (small profits rate)</td>
</tr>
<tr>
<td>£50,001 to £250,000</td>
<td>25% less marginal relief</td>
</tr>
<tr>
<td>More than £250,000</td>
<td>25% (main rate)</td>
</tr>
</tbody></table>
<p>The government has said it intends to keep the main rate at 25% for the rest of this Parliament, so these bands are a reasonable basis for planning. Because the rates have not changed between financial years, an accounting period that straddles 31 March is taxed in exactly the same way on both sides of the date.</p>
<h2>How marginal relief works</h2>
<p>If your profits fall between the lower limit (£50,000) and the upper limit (£250,000), the company first calculates tax at 25% on all of its profits and then deducts marginal relief:</p>
<blockquote>
<p>Marginal relief = (upper limit − profits) × 3/200</p>
</blockquote>
<p>Strictly, the formula uses &quot;augmented profits&quot;, which are taxable profits plus any dividends received from companies outside your group. For most small companies the two figures are the same.</p>
<h3>Worked example</h3>
<p>Brightwell Design Ltd has a 12-month accounting period to 31 March 2027, taxable profits of £120,000 and no associated companies.</p>
<ol>
<li>Tax at the main rate: £120,000 × 25% = £30,000</li>
<li>Marginal relief: (£250,000 − £120,000) × 3/200 = £1,950</li>
<li>Corporation tax payable: £30,000 − £1,950 = <strong>£28,050</strong></li>
</ol>
<p>That is an average rate of 23.4%. But the marginal rate is what matters for decisions: every extra pound of profit between £50,000 and £250,000 costs 26.5p in tax (25p plus 1.5p of marginal relief lost). Equally, every pound of deductible spending in that band saves 26.5p.</p>
<h2>Why the 26.5% band matters for planning</h2>
<p>Because the marginal rate in the middle band is higher than the main rate, the timing of deductible costs is worth thinking about:</p>
<ul>
<li><strong>Employer pension contributions</strong> are deductible when paid, so a contribution before the year end can save tax at 26.5% if profits sit in the marginal band.</li>
<li><strong>Capital spending</strong> on plant and machinery usually qualifies for the Annual Investment Allowance (up to £1 million a year), or for full expensing if the company buys new main-pool equipment. Bringing a planned purchase forward can move the relief into an earlier year.</li>
<li><strong>Bonuses and salaries</strong> are deductible if paid within nine months of the year end, but they carry employer&#39;s National Insurance, so compare the total cost with the tax saved.</li>
</ul>
<p>If your company carries out qualifying research and development, note that for accounting periods starting on or after 1 April 2024 the merged R&amp;D scheme gives a taxable credit of 20% of qualifying spend, worth roughly 15p to 16p net for each £1. Loss-making, R&amp;D-intensive small companies can claim enhanced support worth up to about 27p per £1.</p>
<h2>Associated companies: the trap for owners of more than one company</h2>
<p>The £50,000 and £250,000 limits are divided by the number of associated companies plus one. Two companies are associated if one controls the other, or if both are controlled by the same person or group of people, at any time during the accounting period.</p>
<p>A company with one associate therefore has limits of £25,000 and £125,000. Using the same example, with profits of £100,000:</p>
<table>
<thead>
<tr>
<th></th>
<th>No associates</th>
<th>One associate</th>
</tr>
</thead>
<tbody><tr>
<td>Tax at 25%</td>
<td>£25,000</td>
<td>£25,000</td>
</tr>
<tr>
<td>Marginal relief</td>
<td>(£250,000 − £100,000) × 3/200 = £2,250</td>
<td>(£125,000 − £100,000) × 3/200 = £375</td>
</tr>
<tr>
<td>Corporation tax</td>
<td><strong>£22,750</strong></td>
<td><strong>£24,625</strong></td>
</tr>
</tbody></table>
<p>Things to know about associated companies:</p>
<ul>
<li>A company that was dormant throughout the period is ignored, and so is a passive holding company that meets certain conditions.</li>
<li>The shares held by your spouse, civil partner, parents, children or business partners are only counted with yours if there is substantial commercial interdependence between the companies, for example shared staff, premises or customers.</li>
<li>Setting up a second company &quot;to get another £50,000 at 19%&quot; rarely works if you control both.</li>
</ul>
<h2>Short accounting periods</h2>
<p>The limits are also reduced proportionally when an accounting period is shorter than 12 months, which is common in a company&#39;s first year or after a change of year end. For a 183-day period the lower limit becomes about £25,068 and the upper limit about £125,342 (the full limits multiplied by 183/365).</p>
<h2>When the tax is due</h2>
<p>For most small and medium-sized companies:</p>
<ul>
<li>corporation tax is payable <strong>9 months and 1 day</strong> after the end of the accounting period;</li>
<li>the company tax return (CT600) is due <strong>12 months</strong> after the end of the period.</li>
</ul>
<p>Companies with profits over £1.5 million (again divided between associated companies) pay by quarterly instalments, starting during the accounting period itself. Interest runs on late payments at the Bank of England base rate plus 4%, and the fixed penalties for a late CT600 doubled for returns due on or after 1 April 2026. Our guide to <a href="/knowledge/article/company-year-end-deadlines">company year-end deadlines</a> has a full timetable.</p>
<h2>Checklist before your year end</h2>
<ul>
<li>Estimate taxable profits and see which band you fall into.</li>
<li>Count your associated companies and check the length of the accounting period.</li>
<li>Decide on pension contributions, capital purchases and bonuses before the year end, not after.</li>
<li>Put the corporation tax aside monthly so the payment date holds no surprises.</li>
</ul>
<p>To estimate your own bill, try our <a href="/legal/corporation-tax-calculator">corporation tax calculator</a>. If you would like us to review your year-end position, our <a href="/accounting/accounts-tax">accounts and tax team</a> can run the numbers with you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-allowances/annual-investment-allowance">GOV.UK: Claim capital allowances – Annual Investment Allowance</a></li>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/government/publications/corporation-tax-increases-to-late-filing-penalties/increases-to-corporation-tax-late-filing-penalties">GOV.UK: Increases to Corporation Tax late filing penalties</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-marginal-relief">GOV.UK: Corporation Tax – Marginal Relief</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-paying-in-instalments">GOV.UK: Corporation Tax – paying in instalments</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-research-and-development-rd-relief">GOV.UK: Corporation Tax – research and development (R&amp;D) relief</a></li>
<li><a href="https://www.gov.uk/guidance/research-and-development-rd-tax-relief-the-merged-scheme-and-enhanced-rd-intensive-support">GOV.UK: R&amp;D tax relief – the merged scheme and enhanced R&amp;D intensive support</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['corporation tax', 'marginal relief', 'associated companies', 'limited companies']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/corporation-tax-rates-and-marginal-relief.svg',
  'Profits up to £50,000 are taxed at 19% and profits over £250,000 at 25%. In between you pay 25% less marginal relief, which makes each extra pound in that band cost 26.5p. Both limits are shared between associated companies and cut for short accounting periods.',
  true,
  '2025-02-10T09:30:00Z'::timestamptz,
  '2025-02-10T09:30:00Z'::timestamptz,
  '2026-04-08T10:15:00Z'::timestamptz
)
on conflict do nothing;

-- director-salary-vs-dividends
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '390ff443-a622-56c0-bae0-ad9f98afc1b8',
  'Salary or dividends? Paying yourself from your company in 2026/27',
  'director-salary-vs-dividends',
  'The most tax-efficient mix of salary and dividends for a company director in 2026/27, now that dividend tax has gone up, with a full worked example.',
  $kb$<p>As a director and shareholder you can take money out of your company as salary, as dividends, or as a mix of the two. Salary is a cost to the company and saves corporation tax, but it attracts National Insurance. Dividends are paid from profits that have already been taxed, but they carry no National Insurance at all. The right mix depends on this year&#39;s numbers, which changed on 6 April 2026.</p>
<h2>The figures for 2026/27</h2>
<p><strong>Income tax and dividends</strong></p>
<ul>
<li>Personal allowance: £12,570 (reduced by £1 for every £2 of income over £100,000).</li>
<li>Basic rate band: the next £37,700, so the higher rate starts at £50,270.</li>
<li>Dividend allowance: £500 a year, taxed at 0%.</li>
<li>Dividend rates: <strong>10.75%</strong> in the basic rate band and <strong>35.75%</strong> in the higher rate band (both up by two percentage points from April 2026), and 39.35% in the additional rate band (unchanged).</li>
</ul>
<p><strong>National Insurance on salary</strong></p>
<ul>
<li>Employee&#39;s contributions: 8% on earnings between £12,570 and £50,270, and 2% above.</li>
<li>Employer&#39;s contributions: 15% on earnings above £5,000 a year.</li>
<li>Lower earnings limit: £6,708. A salary at or above this counts as a qualifying year for your State Pension.</li>
<li>Employment Allowance: up to £10,500 off the employer&#39;s bill, but <strong>not</strong> for a company whose only employee paid above £5,000 is a single director.</li>
</ul>
<h2>Why £12,570 is usually the right salary</h2>
<p>A salary of £12,570 uses your personal allowance, so there is no income tax, and it sits exactly at the point where employee&#39;s National Insurance starts, so there is none of that either. It also comfortably exceeds the lower earnings limit, so the year counts towards your State Pension.</p>
<p>The only cost is employer&#39;s National Insurance on the slice above £5,000: (£12,570 − £5,000) × 15% = £1,135.50. The salary and that National Insurance are both deductible for corporation tax, which is why the larger salary still wins for most companies. We compare the alternative below.</p>
<p>If your company can claim the Employment Allowance, because it has other employees on the payroll, the employer&#39;s National Insurance is usually covered by the allowance and £12,570 is an easy choice.</p>
<h2>Worked example: a sole director in 2026/27</h2>
<p>Amara runs a consultancy company on her own. Before paying herself, the company makes a profit of £80,000. She wants to take as much as she can without paying higher-rate tax.</p>
<p><strong>Step 1: salary</strong></p>
<ul>
<li>Salary: £12,570</li>
<li>Employer&#39;s National Insurance: £1,135.50</li>
<li>Taxable profit: £80,000 − £12,570 − £1,135.50 = £66,294.50</li>
</ul>
<p><strong>Step 2: corporation tax (marginal relief applies)</strong></p>
<ul>
<li>£66,294.50 × 25% = £16,573.63</li>
<li>Less marginal relief: (£250,000 − £66,294.50) × 3/200 = £2,755.58</li>
<li>Corporation tax: £13,818.05</li>
<li>Profit available for dividends: £52,476.45</li>
</ul>
<p><strong>Step 3: dividends up to the higher-rate threshold</strong></p>
<ul>
<li>Room in the basic rate band: £50,270 − £12,570 = £37,700</li>
<li>First £500 at 0%, then £37,200 × 10.75% = £3,999.00</li>
</ul>
<p><strong>Result</strong></p>
<table>
<thead>
<tr>
<th></th>
<th>Amount</th>
</tr>
</thead>
<tbody><tr>
<td>Amara&#39;s take-home pay (£12,570 + £37,700 − £3,999)</td>
<td>£46,271.00</td>
</tr>
<tr>
<td>Left in the company for later years</td>
<td>£14,776.45</td>
</tr>
<tr>
<td>Total tax and National Insurance</td>
<td>£18,952.55</td>
</tr>
</tbody></table>
<h3>What if she took a £5,000 salary instead?</h3>
<p>With a £5,000 salary there is no employer&#39;s National Insurance, but taxable profit rises to £75,000 and corporation tax to £16,125. Amara can take the same £46,271 home (the unused personal allowance shelters the first £7,570 of dividends), but the company keeps only £13,605. The £12,570 salary leaves <strong>£1,171.45 more</strong> in the company, because the extra salary and National Insurance save corporation tax at 26.5% in the marginal relief band. A £5,000 salary also falls below the lower earnings limit, so the year would not count towards her State Pension.</p>
<h2>Going beyond the higher-rate threshold</h2>
<p>Once your income passes £50,270, dividends are taxed at 35.75%. Combined with corporation tax, the total tax on a pound of profit taken as a higher-rate dividend is high, so many directors:</p>
<ul>
<li>leave surplus profit in the company for a later year when their income is lower;</li>
<li>make <strong>employer pension contributions</strong>, which are deductible for the company and free of National Insurance and income tax when paid in;</li>
<li>keep an eye on the £100,000 mark, above which the personal allowance is withdrawn and the effective rate jumps;</li>
<li>watch the <strong>High Income Child Benefit Charge</strong>, which starts at adjusted net income of £60,000 and claws back all Child Benefit at £80,000.</li>
</ul>
<h2>Paperwork that makes dividends valid</h2>
<ul>
<li>Dividends can only be paid out of <strong>distributable profits</strong> (accumulated profits after tax). Check the figures before you declare one.</li>
<li>Hold a board meeting, minute the decision and issue a dividend voucher to each shareholder.</li>
<li>Pay salary through a proper payroll with Real Time Information submissions to HMRC.</li>
<li>Don&#39;t take money &quot;on account&quot; and decide later. Unexplained drawings sit on the director&#39;s loan account; if more than £10,000 is owed to the company at any time, it is a taxable benefit unless you pay interest at the official rate, and a balance still owed nine months after the year end triggers a temporary corporation tax charge at the dividend upper rate.</li>
</ul>
<h2>The short version</h2>
<p>For 2026/27, pay a salary of £12,570 through the payroll, take dividends up to the higher-rate threshold if you need the income, and think about pension contributions before taking more. Rerun the numbers if your profits change, if you take on staff or if the rates move again.</p>
<p>Every company is different, and the best mix changes when you add staff, pensions or a second shareholder. Our <a href="/accounting/accounts-tax">accounts and tax team</a> will model your options and set up the payroll and dividend paperwork for you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/child-benefit-tax-charge">GOV.UK: High Income Child Benefit Charge</a></li>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-marginal-relief">GOV.UK: Corporation Tax – Marginal Relief</a></li>
<li><a href="https://www.gov.uk/directors-loans">GOV.UK: Director&#39;s loans</a></li>
<li><a href="https://www.gov.uk/tax-on-dividends">GOV.UK: Tax on dividends</a></li>
<li><a href="https://www.gov.uk/income-tax-rates/income-over-100000">GOV.UK: Income Tax rates – income over £100,000</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/national-insurance-rates-letters">GOV.UK: National Insurance rates and categories</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027">GOV.UK: Rates and thresholds for employers 2026 to 2027</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026">GOV.UK: Rates and thresholds for employers 2025 to 2026</a></li>
<li><a href="https://www.gov.uk/claim-employment-allowance">GOV.UK: Employment Allowance</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['dividends', 'directors', 'salary', 'national insurance', 'limited companies']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/director-salary-vs-dividends.svg',
  'For most sole-director companies a salary of £12,570 plus dividends is still the most efficient mix in 2026/27. Dividend tax rose by two percentage points on 6 April 2026, to 10.75% and 35.75%, so the gap between dividends and salary has narrowed but not closed.',
  true,
  '2025-03-18T08:45:00Z'::timestamptz,
  '2025-03-18T08:45:00Z'::timestamptz,
  '2026-04-14T11:00:00Z'::timestamptz
)
on conflict do nothing;

-- getting-ready-for-mtd-april-2027
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '01ee26c9-0f2f-5f5b-a920-a27731b4f627',
  'Joining Making Tax Digital in April 2027: a 20-week checklist',
  'getting-ready-for-mtd-april-2027',
  'A week-by-week plan for sole traders and landlords with qualifying income over £30,000 who must join Making Tax Digital for Income Tax on 6 April 2027.',
  $kb$<p>If you are a sole trader or landlord and your gross income from self-employment and property was more than £30,000 in 2025/26, Making Tax Digital for Income Tax (MTD) becomes compulsory for you on <strong>6 April 2027</strong>. That is about twenty weeks away. This checklist spreads the work out so that nothing is left to the last fortnight. For the rules themselves, see our guide to <a href="/knowledge/article/making-tax-digital-for-income-tax">Making Tax Digital for Income Tax</a>.</p>
<h2>Weeks 1 to 2: confirm you are in scope</h2>
<ul>
<li>Add up your <strong>turnover</strong> (not profit) from every sole trader business and your <strong>gross rents</strong> from UK and overseas property for 2025/26. For jointly owned property, count only your share.</li>
<li>Leave out salary, pensions, dividends, interest and partnership income.</li>
<li>If the total is over £30,000, you are in. If it is close, finish your 2025/26 return early so that you know for certain; it is that return HMRC will use.</li>
<li>If you think you are digitally excluded, for example because of age, disability or where you live, apply for an exemption now rather than in March.</li>
</ul>
<h2>Weeks 3 to 5: sort out your banking</h2>
<ul>
<li>Open a separate bank account for each business if you do not already have one. Mixing personal and business transactions is the single biggest cause of slow, expensive quarterly updates.</li>
<li>For lettings, ask your agent whether their statements can be exported or fed directly into software.</li>
<li>Decide where receipts will live: a photo app linked to your software is easier than a shoebox.</li>
</ul>
<h2>Weeks 6 to 8: choose your software</h2>
<ul>
<li>Pick a product from HMRC&#39;s list of software compatible with MTD for Income Tax. Check that it covers every income source you have: self-employment, UK property, overseas property.</li>
<li>If you prefer spreadsheets, check that your chosen bridging software can read your layout.</li>
<li>Ask your accountant which products they support. Using the same software makes reviews quicker and cheaper.</li>
</ul>
<h2>Weeks 9 to 12: set up and tidy up</h2>
<ul>
<li>Connect your bank feeds and set up categories that match the headings HMRC uses for expenses.</li>
<li>Decide whether you will use standard quarters (to 5 July, 5 October, 5 January and 5 April) or calendar quarters (to 30 June, 30 September, 31 December and 31 March). Calendar quarters suit many people whose bookkeeping runs by month.</li>
<li>Agree with your accountant who does what: daily recording, quarterly review and submission, and the final declaration.</li>
</ul>
<h2>Weeks 13 to 16: practise a quarter</h2>
<ul>
<li>Record January, February and March 2027 in the new software as if you were already in MTD.</li>
<li>Reconcile the totals to your bank statements. Fix recurring problems now: missing receipts, personal spending through the business account, income from a platform that does not appear on a bank feed.</li>
<li>Time how long it took. Most people find the second quarter takes half as long as the first.</li>
</ul>
<h2>Weeks 17 to 20: sign up and diarise</h2>
<ul>
<li>Sign up for MTD through GOV.UK, or ask your agent to sign you up, before 6 April 2027.</li>
<li>Put the deadlines in your calendar: <strong>7 August 2027</strong>, <strong>7 November 2027</strong>, <strong>7 February 2028</strong> and <strong>7 May 2028</strong> for the quarterly updates, and <strong>31 January 2029</strong> for the 2027/28 final declaration.</li>
<li>Remember that your 2026/27 tax return is still filed the old way, by 31 January 2028.</li>
</ul>
<h2>Common questions</h2>
<p><strong>Do I pay tax every quarter?</strong> No. The quarterly updates are summaries. Payment dates stay at 31 January and 31 July.</p>
<p><strong>What if I make a mistake in a quarterly update?</strong> Correct it in the next update or at the final declaration. You do not need to resubmit the earlier quarter.</p>
<p><strong>Will my accountant still be involved?</strong> Yes, if you want. Many clients keep the day-to-day records themselves and let us review and submit.</p>
<p>If you would like a hand with any step, our <a href="/accounting/bookkeeping">bookkeeping service</a> can set up your software and run your quarterly updates from day one.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates">GOV.UK: Use Making Tax Digital for Income Tax – send quarterly updates</a></li>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/submit-your-tax-return">GOV.UK: Use Making Tax Digital for Income Tax – submit your tax return</a></li>
<li><a href="https://www.gov.uk/guidance/find-out-if-and-when-you-need-to-use-making-tax-digital-for-income-tax">GOV.UK: Find out if and when you need to use Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/guidance/follow-the-rules-for-making-tax-digital-for-income-tax">GOV.UK: Follow the rules for Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/understand-self-assessment-bill/payments-on-account">GOV.UK: Understand your Self Assessment tax bill – payments on account</a></li>
</ul>$kb$,
  '5b9d5e75-2d8b-52f7-9212-369cc13c78fa',
  array['making tax digital', 'mtd', 'sole traders', 'landlords', 'checklist']::text[],
  'Adaeze Okonkwo',
  null,
  4,
  '/images/knowledge/getting-ready-for-mtd-april-2027.svg',
  'If your 2025/26 return shows more than £30,000 of self-employment and property turnover, you join Making Tax Digital on 6 April 2027. Use the months before then to pick software, separate your banking and practise a quarter.',
  true,
  '2026-11-12T10:00:00Z'::timestamptz,
  '2026-11-12T10:00:00Z'::timestamptz,
  '2026-11-19T16:20:00Z'::timestamptz
)
on conflict do nothing;

-- gift-aid-for-charities-and-churches
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '3ff0a88c-391f-570c-9d66-c67deda3cdbe',
  'Gift Aid for charities and churches: claiming every pound you are owed',
  'gift-aid-for-charities-and-churches',
  'How Gift Aid works for charities and churches: valid declarations, donor benefit limits, the Small Donations Scheme for collections, and how and when to claim.',
  $kb$<p>Gift Aid is the simplest way for a charity or church to increase its income without asking anyone for more money. Yet many smaller charities under-claim, because declarations are incomplete, claims are made late or small collections are forgotten. This guide covers the rules trustees and treasurers need.</p>
<h2>How Gift Aid works</h2>
<p>When a UK taxpayer gives money to a charity and makes a Gift Aid declaration, the charity can claim back the basic rate tax the donor is treated as having paid. At the current basic rate of 20%, that is <strong>25p for every £1 donated</strong>: a £100 gift becomes £125.</p>
<p>The donor must have paid at least as much income tax or capital gains tax in that tax year as all the charities they support will claim on their gifts. It is the donor&#39;s responsibility to check this, and your declaration wording must tell them so.</p>
<p>Donors who pay tax at the higher or additional rate can claim the difference between their rate and the basic rate on their own Self Assessment return. For a higher-rate donor, a £100 gift costs them only £75 after that claim.</p>
<h2>Before you can claim</h2>
<p>Your charity must be recognised by HMRC for tax purposes and have a charity reference. Registration with the Charity Commission (or OSCR in Scotland, or the Charity Commission for Northern Ireland) is a separate step. Churches that are excepted from registration with the Charity Commission can still be recognised by HMRC.</p>
<h2>A valid Gift Aid declaration</h2>
<p>A declaration can be written, online or spoken (if you keep a record of it), and must include:</p>
<ul>
<li>the donor&#39;s full name;</li>
<li>their home address, at least the house name or number and the postcode;</li>
<li>the name of your charity;</li>
<li>which donations it covers: a single gift, all gifts from a date, past gifts (up to four years back) or all future gifts;</li>
<li>a statement that the donor is a UK taxpayer and understands that if they pay less income tax or capital gains tax than the Gift Aid claimed on all their donations in the tax year, it is their responsibility to pay the difference.</li>
</ul>
<p>One declaration can cover all future gifts, so ask regular givers once and keep the record safe. Send a written record to anyone who makes an oral declaration.</p>
<h2>What does not qualify</h2>
<ul>
<li>Payments for goods or services, such as raffle tickets, event tickets, fees for weddings or funerals, or charity shop purchases (there is a separate retail Gift Aid scheme for donated goods).</li>
<li>Gifts from companies. Companies donate gross and get corporation tax relief instead.</li>
<li>Money collected on someone else&#39;s behalf, for example a donor handing over gifts from colleagues.</li>
<li>Donations where the donor receives benefits worth more than the limits below.</li>
<li>Sponsorship money paid by a family member to cover the participant&#39;s own costs.</li>
</ul>
<h2>Donor benefits</h2>
<p>Small thank-yous are fine within limits. For each donation, the value of benefits must not exceed:</p>
<ul>
<li><strong>25%</strong> of the donation, for donations of £100 or less;</li>
<li><strong>£25 plus 5%</strong> of the amount over £100, for larger donations;</li>
<li><strong>£2,500</strong> in total per donor in a tax year.</li>
</ul>
<p>Membership schemes need care: free entry for members to a heritage property can be ignored in some cases, but discounts and gifts usually count.</p>
<h2>The Gift Aid Small Donations Scheme</h2>
<p>Many gifts, especially church collections and collecting tins, come in small amounts from people who never fill in a declaration. The <strong>Gift Aid Small Donations Scheme (GASDS)</strong> lets you claim a top-up on them:</p>
<ul>
<li>donations of <strong>£30 or less</strong>, in cash or by contactless card;</li>
<li>up to <strong>£8,000</strong> of small donations a year, giving a top-up of up to £2,000;</li>
<li>no declarations needed, but you must claim Gift Aid on ordinary donations in the same tax year, and you can claim on small donations of no more than ten times the Gift Aid donations you claimed on;</li>
<li>churches and other charities with <strong>community buildings</strong> may be able to claim on up to £8,000 of small donations collected in each building, subject to conditions;</li>
<li>claims must be made within <strong>two years</strong> of the end of the tax year in which the donations were received.</li>
</ul>
<p>Keep collection records: date, amount and who counted it.</p>
<h2>Worked example: a parish church</h2>
<p>St Anne&#39;s receives £36,000 a year by standing order from 60 regular givers, all of whom have made declarations, and £6,500 in plate and contactless collections in amounts under £30.</p>
<table>
<thead>
<tr>
<th>Source</th>
<th>Donations</th>
<th>Claim</th>
</tr>
</thead>
<tbody><tr>
<td>Gift Aid on regular giving</td>
<td>£36,000</td>
<td>£9,000</td>
</tr>
<tr>
<td>GASDS on collections</td>
<td>£6,500</td>
<td>£1,625</td>
</tr>
<tr>
<td><strong>Total extra income</strong></td>
<td></td>
<td><strong>£10,625</strong></td>
</tr>
</tbody></table>
<p>The GASDS claim is comfortably within the limit of ten times the Gift Aid donations.</p>
<h2>Making a claim</h2>
<p>Claims are made through HMRC&#39;s Charities Online service, either directly or through compatible software. You can claim as often as weekly, and most small charities claim quarterly or twice a year so that the money arrives steadily. The time limit is <strong>four years</strong> from the end of the tax year in which the donation was made (for charitable companies, four years from the end of the accounting period).</p>
<h2>Records HMRC expects</h2>
<ul>
<li>Every declaration, with the date it was made.</li>
<li>An audit trail linking each claimed donation to a donor and a declaration, such as bank statements or envelope records.</li>
<li>For GASDS, collection records for each occasion.</li>
<li>Keep records for at least six years. HMRC can check claims and recover tax from the charity, with penalties where the records are missing.</li>
</ul>
<h2>Quick wins</h2>
<ul>
<li>Put a Gift Aid prompt on every donation form, envelope and online giving page.</li>
<li>Chase missing postcodes and house numbers; they are the most common reason for rejected claims.</li>
<li>Review past years: you can claim up to four years back.</li>
</ul>
<p>Our <a href="/accounting/churches">charity and church accounting team</a> can review your declarations, set up a claim routine and prepare the claims for you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/donating-to-charity/gift-aid">GOV.UK: Tax relief when you donate to a charity – Gift Aid</a></li>
<li><a href="https://www.gov.uk/guidance/gift-aid-what-donations-charities-and-cascs-can-claim-on">GOV.UK: Gift Aid – what donations charities and CASCs can claim on</a></li>
<li><a href="https://www.gov.uk/claiming-a-top-up-payment-on-small-charitable-donations">GOV.UK: Gift Aid Small Donations Scheme</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
</ul>$kb$,
  'c27a4a26-4b11-5e57-82f0-bd1631e306f4',
  array['gift aid', 'charities', 'churches', 'donations', 'gasds']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/gift-aid-for-charities-and-churches.svg',
  'Gift Aid adds 25p to every £1 given by a UK taxpayer who has made a declaration. Small cash and contactless gifts of £30 or less can earn a top-up on up to £8,000 a year under the Small Donations Scheme, without declarations. Claims are made online to HMRC.',
  true,
  '2025-03-31T11:20:00Z'::timestamptz,
  '2025-03-31T11:20:00Z'::timestamptz,
  '2026-04-27T15:10:00Z'::timestamptz
)
on conflict do nothing;

-- gifted-products-and-pr-packages
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '9875bd6c-e42c-5a26-8200-220598e33704',
  'Gifted products and PR packages: are they taxable income?',
  'gifted-products-and-pr-packages',
  'When free products, PR packages and trips count as taxable income for creators and influencers, how to value them, and the records HMRC expects you to keep.',
  $kb$<p>For many creators the first &quot;payment&quot; is not money at all. It is a box of skincare, a pair of trainers, a weekend at a hotel or a new phone. HMRC&#39;s position is simple: if you receive goods or services <strong>because of your work as a creator</strong>, they are part of your business income, in the same way as a cash fee. This guide explains when that applies, how to put a value on things, and how to keep it manageable.</p>
<h2>Why non-cash payments are taxable</h2>
<p>Income tax applies to the profits of a trade. Once you are creating content with a view to earning from it, whether through brand deals, affiliate links, ad revenue or gifted products, you are likely to be trading. A trade&#39;s income includes payments in kind. If a brand sends you a £300 jacket on the understanding that you will post about it, the jacket is a £300 payment for your services.</p>
<p>HMRC&#39;s own guidance for social media influencers says the same: gifts and free products received in return for promoting them, or because of your social media presence, may need to be included in your income.</p>
<h2>Is this particular item income?</h2>
<p>Ask three questions.</p>
<p><strong>1. Was there an expectation?</strong>
If the brand asked for a post, a story, a review or a link, or the item came with a brief, it is a payment for services. This is the clearest case.</p>
<p><strong>2. Do you have to give it back?</strong>
Items that are loaned to you and must be returned, such as a sample garment returned after a shoot, are not income. Keep the correspondence showing it was a loan.</p>
<p><strong>3. Did it arrive because of your platform?</strong>
Unsolicited PR packages sit in a grey area. If something arrives with no request and you do not feature it, there is a reasonable argument that it is not a payment for services. If you do feature it, or you keep receiving such packages because you are a creator, HMRC is likely to see them as part of your business. The safest approach is to record everything that arrives and decide item by item.</p>
<p>Gifts from friends and family, unrelated to your content, are not business income.</p>
<h2>How to value a gifted item</h2>
<p>Use the item&#39;s <strong>market value</strong>: broadly, what it would cost you to buy it. That is usually the retail price at the time, not the brand&#39;s cost or what you could sell it for second-hand. For a trip or experience, use what a member of the public would pay for the same package.</p>
<p>Record the value when you receive the item, with evidence: a screenshot of the product page and price is ideal.</p>
<h2>What if I use the item for my business?</h2>
<p>If a brand sends you a camera, a ring light or a laptop that you then use to make content, its value is still income. But because you use it in the business, you can usually claim its cost as an expense or a capital allowance, so the two largely cancel out. If you use it partly for personal purposes, only the business proportion can be claimed.</p>
<p>Clothing, make-up and everyday items are harder. HMRC generally does not accept everyday clothing or beauty products as business expenses because they have a personal element, even if you wear them on camera. That does not stop them being income if they were given in return for content.</p>
<h2>Selling gifted items later</h2>
<p>Selling things you received through your business is business income too. If you already counted the item as income when it arrived, its value at that point counts as its cost, so in effect you are taxed only on any difference between that value and the sale price. If you left an unsolicited item out of your income and later sell it, the sale proceeds are income. Your log of gifted items is what lets you show which is which.</p>
<h2>Worked example</h2>
<p>Leah is a lifestyle creator. In the 2026/27 tax year she receives:</p>
<ul>
<li>£9,500 in cash fees from brand partnerships;</li>
<li>gifted products, all featured in paid or expected posts, with a total retail value of £2,800;</li>
<li>a £1,200 laptop, sent as part of a campaign, which she uses only for editing;</li>
<li>three unsolicited PR boxes worth about £150 in total, which she did not feature.</li>
</ul>
<p>Her business income is £9,500 + £2,800 + £1,200 = <strong>£13,500</strong>. The three unsolicited boxes have been recorded but left out, with a note explaining why. Against her income she claims the laptop (£1,200) as a capital allowance, along with her other genuine expenses such as editing software and a proportion of her phone bill.</p>
<h2>Record-keeping that works</h2>
<p>Keep a spreadsheet or use your accounting software with:</p>
<ul>
<li>date received, brand and description;</li>
<li>market value and how you worked it out;</li>
<li>what was expected in return (post, story, video, none);</li>
<li>whether it was kept, returned, given away or sold.</li>
</ul>
<p>Save the brief or email thread with each item. This log also helps with the advertising rules: the Advertising Standards Authority and the Competition and Markets Authority expect posts to be clearly labelled, for example with &quot;#ad&quot;, whenever you have been paid <strong>or</strong> given something for free.</p>
<h2>Do I need to register?</h2>
<p>If your total income from creating content, including the value of gifted items, is more than £1,000 in a tax year, you need to register for Self Assessment by 5 October after the end of that tax year. Below that, the <a href="/knowledge/article/trading-allowance-explained">£1,000 trading allowance</a> may mean there is nothing to report.</p>
<p>Our <a href="/accounting/influencers">creators and influencers service</a> helps you set up a simple log, value your gifted items and file a return you can stand behind.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
</ul>$kb$,
  '195d94b5-2fd3-5d1d-9fff-0a9609892c3b',
  array['influencers', 'gifted products', 'content creators', 'self assessment', 'non-cash income']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/gifted-products-and-pr-packages.svg',
  'If a brand gives you something in return for content, or because of your following, it is usually part of your business income at its market value, even if no money changes hands. Items you must return, or that arrive with no expectation and are not used in your content, are treated differently.',
  true,
  '2025-04-03T12:10:00Z'::timestamptz,
  '2025-04-03T12:10:00Z'::timestamptz,
  '2026-03-11T09:00:00Z'::timestamptz
)
on conflict do nothing;

-- ir35-off-payroll-rules-explained
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '27898f70-aa25-5fc3-9b11-9440b7c8fc4d',
  'IR35 and the off-payroll rules: who decides your status in 2026/27',
  'ir35-off-payroll-rules-explained',
  'A plain guide for limited company contractors to the off-payroll working rules: who decides your IR35 status, the small-client exemption and what happens inside or outside.',
  $kb$<p>IR35 asks one question: if you worked for your client directly rather than through your own limited company, would you be their employee? If the answer is yes, you are &quot;inside IR35&quot; and the engagement is taxed much like employment. The off-payroll working rules decide <strong>who</strong> answers that question and <strong>who</strong> pays the tax, and that depends on your client.</p>
<h2>Two sets of rules, one question</h2>
<p>There are two versions of the legislation, and only one applies to any given contract:</p>
<table>
<thead>
<tr>
<th>Your client is...</th>
<th>Rules that apply</th>
<th>Who decides status</th>
<th>Who accounts for the tax if inside</th>
</tr>
</thead>
<tbody><tr>
<td>A public sector body (any size)</td>
<td>Off-payroll rules (Chapter 10)</td>
<td>The client</td>
<td>The fee-payer, usually the agency or the client</td>
</tr>
<tr>
<td>A medium or large private or voluntary sector organisation</td>
<td>Off-payroll rules (Chapter 10)</td>
<td>The client</td>
<td>The fee-payer</td>
</tr>
<tr>
<td>A small private or voluntary sector organisation</td>
<td>Original IR35 rules (Chapter 8)</td>
<td>Your own company</td>
<td>Your own company</td>
</tr>
<tr>
<td>An overseas client with no UK presence</td>
<td>Original IR35 rules (Chapter 8)</td>
<td>Your own company</td>
<td>Your own company</td>
</tr>
</tbody></table>
<p>&quot;Fee-payer&quot; means the business in the chain that pays your limited company: the agency if you work through one, or the client if you contract directly.</p>
<h2>When is a client &quot;small&quot;?</h2>
<p>A private company is small if it meets at least <strong>two</strong> of these three tests:</p>
<ul>
<li>turnover of no more than £15 million;</li>
<li>balance sheet total of no more than £7.5 million;</li>
<li>no more than 50 employees on average.</li>
</ul>
<p>These limits rose from £10.2 million and £5.1 million for financial years starting on or after 6 April 2025. Because the off-payroll test looks back at the client&#39;s filed accounts, HMRC&#39;s guidance is that the higher limits cannot change a client&#39;s status for off-payroll purposes before the 2027/28 tax year, and later for some clients. A client that is part of a group is only small if its parent company also qualifies as small. Unincorporated clients, such as partnerships, are small if their turnover is within the small-company turnover limit.</p>
<p><strong>Don&#39;t guess.</strong> Ask the client, in writing, whether it considers itself small for the off-payroll rules and keep the reply. If the client is not small, it must give you a status determination statement.</p>
<h2>If your client is medium or large</h2>
<p>The client must:</p>
<ul>
<li>take <strong>reasonable care</strong> in deciding your status, looking at the actual role, not a generic job title;</li>
<li>give you, and the party it contracts with, a <strong>status determination statement</strong> (SDS) setting out its conclusion and the reasons for it;</li>
<li>have a process for you to disagree and respond within 45 days.</li>
</ul>
<p>If the client does not issue an SDS, or fails to take reasonable care, the liability for any tax stays with the client.</p>
<p>Our guide to <a href="/knowledge/article/status-determination-statements">status determination statements</a> explains what a good SDS looks like and how to challenge one you think is wrong.</p>
<h3>Inside IR35 under the off-payroll rules</h3>
<p>The fee-payer treats each payment to your company as a &quot;deemed direct payment&quot;. It deducts income tax and employee&#39;s National Insurance, pays employer&#39;s National Insurance and the apprenticeship levy on top, and reports it through its payroll. Your company receives the net amount.</p>
<p>That money has already been taxed, so your company can pass it to you without further income tax or National Insurance. You do not get employment rights, and you cannot claim travel and subsistence for the engagement. Many contractors working inside IR35 for long periods consider whether the company still earns its keep, or whether an umbrella company or a direct payroll role is simpler.</p>
<h3>Outside IR35</h3>
<p>The client pays your company&#39;s invoices in full. Your company pays corporation tax on its profits and you extract them as you choose, typically a <a href="/knowledge/article/director-salary-vs-dividends">salary and dividends</a>.</p>
<h2>If your client is small</h2>
<p>The original IR35 rules apply and your own company must decide. If an engagement is inside IR35, your company calculates a &quot;deemed employment payment&quot; at the end of the tax year and pays PAYE and National Insurance on it, after limited deductions such as a flat 5% allowance for running costs. The deemed payment is due on 19 April (22 April if paid electronically) after the end of the tax year.</p>
<p>If your company gets this wrong, HMRC pursues <strong>your company</strong> for the tax, with interest and possibly penalties, so you need evidence for your decision.</p>
<h2>The factors that decide status</h2>
<p>Whoever decides, the tests come from employment case law:</p>
<ul>
<li><strong>Control</strong>: who decides how, when and where the work is done?</li>
<li><strong>Substitution</strong>: can your company send someone else, and would the client accept them?</li>
<li><strong>Mutuality of obligation</strong>: is the client obliged to offer work and are you obliged to accept it?</li>
<li><strong>Financial risk</strong>: do you bear costs, fix mistakes at your own expense, or price by the project?</li>
<li><strong>Part and parcel</strong>: are you treated like staff, with a line manager, staff benefits and appraisals?</li>
<li><strong>Business on your own account</strong>: do you have several clients, your own equipment, marketing and insurance?</li>
</ul>
<p>No single factor decides the outcome. HMRC&#39;s online Check Employment Status for Tax (CEST) tool gives a view, and HMRC says it will stand by the result if the information you enter is accurate, but it does not weigh mutuality of obligation in the way the courts do.</p>
<h2>Evidence to keep for every contract</h2>
<ul>
<li>The contract between your company and the agency or client, and the one above it in the chain if you can get it.</li>
<li>The SDS, or the client&#39;s written confirmation that it is small.</li>
<li>Notes of how the work is actually done: who sets your hours, whether you have used a substitute, what equipment you provide.</li>
<li>Other clients and marketing activity during the year.</li>
</ul>
<p>If you are about to sign a new contract or have just received a determination you disagree with, our <a href="/accounting/contractors">contractor accounting team</a> can review the paperwork and the working practices with you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.legislation.gov.uk/uksi/2024/1303/made">legislation.gov.uk: SI 2024/1303 (company size thresholds)</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/1/section/54">legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 54</a></li>
<li><a href="https://www.gov.uk/pay-paye-tax">GOV.UK: Pay employers&#39; PAYE</a></li>
</ul>$kb$,
  'c44cdb2f-dac9-55a4-b562-041488effe01',
  array['ir35', 'off-payroll working', 'contractors', 'small company exemption', 'personal service company']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/ir35-off-payroll-rules-explained.svg',
  'If your client is in the public sector or is a medium or large private business, the client decides your IR35 status and whoever pays your company deducts tax if you are inside. If the client is small, your own company decides and accounts for any tax. The client''s size, not yours, is what counts.',
  true,
  '2025-02-27T09:00:00Z'::timestamptz,
  '2025-02-27T09:00:00Z'::timestamptz,
  '2026-04-21T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- landlord-allowable-expenses
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '550b2140-2858-59f6-8bc7-26d766a7275b',
  'Allowable expenses for landlords: what you can and cannot claim',
  'landlord-allowable-expenses',
  'A practical list of the costs a UK landlord can deduct from rental income, the difference between repairs and improvements, and how the cash basis and property allowance work.',
  $kb$<p>Every pound of genuine expense you forget to claim costs you 20%, 40% or 45% of that pound in tax. Every pound you claim that is not allowable can cost you the tax plus interest and a penalty. This guide sets out what an individual landlord letting residential property in the UK can deduct, and where the lines are drawn.</p>
<h2>The basic rule</h2>
<p>A cost is deductible if it is incurred <strong>wholly and exclusively</strong> for the purposes of your letting business and is a <strong>revenue</strong> cost rather than a capital one. Revenue costs keep the business running (repairs, insurance, agent&#39;s fees). Capital costs buy or improve an asset (the property itself, an extension, a new conservatory) and are not deducted from rent; most are instead taken into account for capital gains tax when you sell.</p>
<h2>Costs you can usually claim</h2>
<ul>
<li><strong>Letting agent and management fees</strong>, including tenant-finding fees and rent collection.</li>
<li><strong>Repairs and maintenance</strong>: fixing a boiler, repainting, replacing broken windows like for like, clearing gutters.</li>
<li><strong>Insurance</strong>: buildings, contents and landlord&#39;s liability cover, and rent guarantee insurance.</li>
<li><strong>Ground rent and service charges</strong> on leasehold flats.</li>
<li><strong>Utilities and council tax</strong> if you pay them rather than the tenant, including during void periods between tenancies.</li>
<li><strong>Safety certificates</strong>: gas safety checks, electrical installation condition reports, energy performance certificates, fire alarms and smoke detectors.</li>
<li><strong>Legal and professional fees</strong> for a let of a year or less, for renewing a lease of less than 50 years, for evicting a tenant or chasing unpaid rent, plus your accountant&#39;s fees.</li>
<li><strong>Advertising</strong> for new tenants.</li>
<li><strong>Travel</strong> to the property for inspections, repairs or viewings, at the actual cost or, for a car, at HMRC&#39;s mileage rates.</li>
<li><strong>Direct costs</strong> such as phone calls, stationery and software used for the business, in proportion to business use.</li>
<li><strong>Replacement of domestic items</strong> in a furnished let (see below).</li>
</ul>
<p>Mortgage interest and other finance costs are not deducted from rental income for individual landlords. They get a separate 20% tax credit instead, explained in our guide to <a href="/knowledge/article/section-24-mortgage-interest-restriction">Section 24</a>.</p>
<h2>Costs you cannot claim</h2>
<ul>
<li>The cost of buying the property, stamp duty land tax and the legal fees on the purchase (these count for capital gains tax).</li>
<li><strong>Improvements</strong>, such as an extension, a loft conversion, or replacing a basic kitchen with a much better one.</li>
<li>Capital repayments of the mortgage.</li>
<li>Your own time. You cannot pay yourself a wage from your own letting business.</li>
<li>Personal use: if you or your family use the property, costs must be apportioned.</li>
<li>The <strong>initial</strong> furnishing of a let property. Furniture, appliances and furnishings bought for a dwelling do not qualify for capital allowances, and the replacement relief only covers replacements.</li>
</ul>
<h2>Repair or improvement?</h2>
<p>This is where most disputes with HMRC start. A repair restores something to its original condition, even if modern materials are used. An improvement makes it better than it was.</p>
<ul>
<li>Replacing single-glazed windows with double glazing is normally a repair, because double glazing is now the standard equivalent.</li>
<li>Replacing a worn kitchen with a similar standard of kitchen is a repair; adding an island and extending the room is an improvement.</li>
<li>Work done to a newly bought, run-down property before it can be let is usually capital, because the price reflected its condition.</li>
</ul>
<p>Where a project mixes the two, split the invoice and claim only the repair element.</p>
<h2>Replacement of domestic items relief</h2>
<p>You can deduct the cost of <strong>replacing</strong> furniture, furnishings, appliances and kitchenware in a residential let, provided the old item is no longer available for use in the property. The claim is limited to the cost of a like-for-like item, plus disposal costs, less anything you receive for the old one.</p>
<p><em>Example:</em> you replace a worn sofa with a similar model costing £750 and sell the old one for £50. You can claim £700. If you had chosen a designer sofa costing £1,400, you could still claim only the cost of a like-for-like equivalent, less the £50.</p>
<h2>The cash basis</h2>
<p>Since April 2017 the <strong>cash basis</strong> is the default for individual landlords whose rental receipts are £150,000 or less. You record income when it is received and expenses when they are paid, which is simpler than matching them to the period they relate to. You can opt out and use the accruals basis if you prefer, for example to match a large bill to the right year.</p>
<h2>The £1,000 property allowance</h2>
<p>If your gross property income (before expenses) is £1,000 or less a year, it is tax-free and you do not need to report it. If it is more, you can choose to deduct a flat £1,000 instead of your actual expenses. That helps only if your real costs are below £1,000. You cannot combine the allowance with actual expenses, or use it against income from a property you let to your own company or partnership. Rent-a-room relief, which covers letting furnished rooms in your own home, is separate.</p>
<h2>Losses</h2>
<p>If your expenses exceed your rent, the loss is carried forward and set against future profits from the same property business. It cannot normally be set against your salary or other income. UK property and overseas property are separate businesses for this purpose.</p>
<h2>Joint owners</h2>
<p>Each joint owner reports their share of the income and the expenses they actually bear. Spouses and civil partners are taxed 50:50 on jointly owned property unless they hold it in unequal shares and file a declaration with HMRC.</p>
<h2>Good records save tax</h2>
<p>Keep every invoice and receipt, your agent&#39;s statements and bank records for at least five years after the 31 January filing deadline for the year. If you are joining Making Tax Digital for Income Tax, you will need to keep them digitally in compatible software; see our guide to <a href="/knowledge/article/making-tax-digital-for-income-tax">Making Tax Digital for Income Tax</a>.</p>
<p>If you want a second pair of eyes on what you are claiming, our <a href="/accounting/landlords">landlord accounting team</a> can review your figures and prepare your return.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
<li><a href="https://www.gov.uk/guidance/income-tax-when-you-rent-out-a-property-working-out-your-rental-income">GOV.UK: Income Tax when you rent out a property – working out your rental income</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['landlords', 'allowable expenses', 'rental income', 'property allowance', 'cash basis']::text[],
  'Adaeze Okonkwo',
  null,
  6,
  null,
  null,
  true,
  '2025-06-12T08:00:00Z'::timestamptz,
  '2025-06-12T08:00:00Z'::timestamptz,
  '2026-05-20T16:40:00Z'::timestamptz
)
on conflict do nothing;

-- making-tax-digital-for-income-tax
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '271f017b-009d-56be-8825-e2a8e103d22b',
  'Making Tax Digital for Income Tax: a guide for sole traders and landlords',
  'making-tax-digital-for-income-tax',
  'Who must join Making Tax Digital for Income Tax and when, how qualifying income is measured, the quarterly update deadlines and what the final declaration replaces.',
  $kb$<p>Making Tax Digital for Income Tax (MTD) is the biggest change to Self Assessment since it began. Instead of one tax return a year, sole traders and landlords in MTD keep digital records, send HMRC a summary every quarter and finish the year with a final declaration. It started on 6 April 2026 for the first group, and more people join in each of the next two years.</p>
<h2>Who has to join, and when</h2>
<p>Whether you must join depends on your <strong>qualifying income</strong>: your total <strong>gross</strong> income (turnover, before expenses) from self-employment and property, added together.</p>
<table>
<thead>
<tr>
<th>You must join from</th>
<th>If your qualifying income is over</th>
<th>Measured on your tax return for</th>
</tr>
</thead>
<tbody><tr>
<td>6 April 2026</td>
<td>£50,000</td>
<td>2024/25</td>
</tr>
<tr>
<td>6 April 2027</td>
<td>£30,000</td>
<td>2025/26</td>
</tr>
<tr>
<td>6 April 2028</td>
<td>£20,000</td>
<td>2026/27</td>
</tr>
</tbody></table>
<p>Your 2025/26 return, due by 31 January 2027, decides whether you join in April 2027. HMRC writes to people it expects to be in scope, but the obligation applies whether or not you receive a letter.</p>
<h3>What counts as qualifying income</h3>
<ul>
<li><strong>Included:</strong> turnover from all your sole trader businesses, and gross rents from UK and overseas property. For jointly owned property, only your share counts.</li>
<li><strong>Not included:</strong> employment income and pensions, dividends and interest, and your share of partnership profits. Partnerships are not yet in MTD.</li>
</ul>
<p><em>Examples:</em></p>
<ul>
<li>Ravi is a self-employed electrician with turnover of £38,000 and also lets a flat for £15,000 a year. His qualifying income is £53,000 (turnover, not profit), so he was in MTD from April 2026.</li>
<li>Claire earns a £70,000 salary and receives £24,000 of rent from a property she owns alone. Her salary does not count; her qualifying income is £24,000, so she joins in April 2028 if it stays above £20,000.</li>
<li>Sam and Priti jointly own a rental property with gross rents of £44,000. Each has qualifying income of £22,000, so neither joins before April 2028.</li>
</ul>
<p>Some people are exempt or can apply for an exemption, for example if it is not reasonably practicable for them to use digital tools because of age, disability, location or religious belief.</p>
<h2>What you have to do</h2>
<h3>1. Keep digital records</h3>
<p>Record each business income and expense digitally in MTD-compatible software, or in spreadsheets linked to HMRC through bridging software. You do not need to record every receipt in detail; each transaction&#39;s date, amount and category is the minimum. Each business (each trade, your UK property business and any overseas property business) needs its own records.</p>
<h3>2. Send quarterly updates</h3>
<p>Four times a year, your software sends HMRC a summary of income and expenses for each business. The standard quarters and deadlines are:</p>
<table>
<thead>
<tr>
<th>Quarter</th>
<th>Period</th>
<th>Update due by</th>
</tr>
</thead>
<tbody><tr>
<td>1</td>
<td>6 April to 5 July</td>
<td>7 August</td>
</tr>
<tr>
<td>2</td>
<td>6 July to 5 October</td>
<td>7 November</td>
</tr>
<tr>
<td>3</td>
<td>6 October to 5 January</td>
<td>7 February</td>
</tr>
<tr>
<td>4</td>
<td>6 January to 5 April</td>
<td>7 May</td>
</tr>
</tbody></table>
<p>You can choose calendar quarters instead (ending 30 June, 30 September, 31 December and 31 March) with the same deadlines. Quarterly updates are cumulative summaries, not tax returns: if you find a mistake, correct it in the next update. No tax is paid with them.</p>
<p>For those who joined in April 2026, the next update, for the quarter to 5 January 2027, is due by <strong>7 February 2027</strong>.</p>
<h3>3. Submit a final declaration</h3>
<p>After the year ends, you make any year-end adjustments, add your other income (such as salary, dividends and interest), claim reliefs, and submit a <strong>final declaration</strong> through your software by <strong>31 January</strong>. This replaces the Self Assessment tax return. For 2026/27 it is due by 31 January 2028.</p>
<p>Payment dates do not change: the balance of tax and the first payment on account are due on 31 January, and the second payment on account on 31 July.</p>
<h2>Penalties</h2>
<p>MTD uses a points-based system for late submissions. Each missed deadline earns a point, and once you reach <strong>four points</strong> you are charged a <strong>£200</strong> penalty, with a further £200 for each late submission after that. Points expire after a period of good compliance.</p>
<p>HMRC has said it will not give penalty points for late quarterly updates during 2026/27 for those who joined in April 2026, to allow people time to adapt. That easing does not cover the final declaration or late payment. Anyone in MTD is also under the newer late payment penalties, which start at 3% of tax unpaid after 15 days.</p>
<h2>Getting ready</h2>
<ul>
<li><strong>Check your qualifying income</strong> on your last return now, including rents from jointly owned property.</li>
<li><strong>Choose software</strong> from HMRC&#39;s list of compatible products. Many bank feeds and apps now do most of the categorising for you.</li>
<li><strong>Separate business and personal banking</strong>, so that the software sees only business transactions.</li>
<li><strong>Decide who does what</strong>: you can keep the records and let your accountant review and submit, or hand over the lot.</li>
<li><strong>Sign up</strong> through GOV.UK or through your agent before your first quarter starts.</li>
</ul>
<p>If you are unsure whether you need to join, or want someone to take the quarterly updates off your hands, our <a href="/accounting/self-assessment">Self Assessment team</a> and <a href="/accounting/bookkeeping">bookkeeping service</a> can set you up and file for you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.legislation.gov.uk/uksi/2025/589/made">legislation.gov.uk: SI 2025/589 (late payment penalty rates)</a></li>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates">GOV.UK: Use Making Tax Digital for Income Tax – send quarterly updates</a></li>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/submit-your-tax-return">GOV.UK: Use Making Tax Digital for Income Tax – submit your tax return</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2021/26/schedule/24">legislation.gov.uk: Finance Act 2021, Schedule 24 (late submission penalties)</a></li>
<li><a href="https://www.gov.uk/guidance/find-out-if-and-when-you-need-to-use-making-tax-digital-for-income-tax">GOV.UK: Find out if and when you need to use Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/guidance/follow-the-rules-for-making-tax-digital-for-income-tax">GOV.UK: Follow the rules for Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/understand-self-assessment-bill/payments-on-account">GOV.UK: Understand your Self Assessment tax bill – payments on account</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns">GOV.UK: Self Assessment tax returns</a></li>
</ul>$kb$,
  '5b9d5e75-2d8b-52f7-9212-369cc13c78fa',
  array['making tax digital', 'mtd', 'sole traders', 'landlords', 'quarterly updates', 'self assessment']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/making-tax-digital-for-income-tax.svg',
  'Sole traders and landlords with qualifying income over £50,000 joined Making Tax Digital on 6 April 2026. Those over £30,000 join on 6 April 2027 and those over £20,000 on 6 April 2028. You keep digital records, send four quarterly updates a year and file a final declaration by 31 January.',
  true,
  '2025-05-28T10:30:00Z'::timestamptz,
  '2025-05-28T10:30:00Z'::timestamptz,
  '2026-11-10T09:45:00Z'::timestamptz
)
on conflict do nothing;

-- section-24-mortgage-interest-restriction
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '5544f880-6c68-50d1-9875-c323eb8667db',
  'Section 24: how the mortgage interest restriction affects landlords',
  'section-24-mortgage-interest-restriction',
  'Why individual landlords can no longer deduct mortgage interest, how the 20% tax credit works, a worked example for a higher-rate landlord and what changes from April 2027.',
  $kb$<p>&quot;Section 24&quot; is the landlord&#39;s shorthand for the rule, introduced by section 24 of the Finance Act 2015 and fully in force since April 2020, that stops individual landlords deducting mortgage interest and other finance costs from their rental income. Instead you get a tax credit at the basic rate. For a basic-rate taxpayer the result is often the same; for anyone on the higher rate, it is a permanent extra cost.</p>
<h2>Who it applies to</h2>
<p>The restriction applies to finance costs on <strong>residential</strong> property let by:</p>
<ul>
<li>individuals, including joint owners;</li>
<li>partnerships of individuals;</li>
<li>trustees and beneficiaries of most trusts.</li>
</ul>
<p>It does <strong>not</strong> apply to:</p>
<ul>
<li>limited companies, which still deduct interest in full as a business expense;</li>
<li>commercial property such as shops and offices.</li>
</ul>
<p>Furnished holiday lettings used to be exempt, but that regime was abolished from 6 April 2025. Former holiday lets are now treated like any other residential let, so their finance costs are restricted too.</p>
<h2>What counts as finance costs</h2>
<ul>
<li>Mortgage interest on the let property.</li>
<li>Interest on loans to buy furniture or fittings for the let.</li>
<li>Arrangement, broker and valuation fees for taking out or changing the mortgage.</li>
<li>Interest on other borrowing used for the letting business, for example a further advance spent on repairs or on another let property.</li>
</ul>
<p>Capital repayments have never been deductible, whatever the structure.</p>
<h2>How the tax credit works</h2>
<p>You work out your rental profit without deducting finance costs, and that profit is taxed with the rest of your income. Your tax bill is then reduced by <strong>20% of the lowest</strong> of:</p>
<ol>
<li>your finance costs for the year (plus any unrelieved costs brought forward);</li>
<li>your property profits for the year (after losses brought forward);</li>
<li>your adjusted total income above the personal allowance.</li>
</ol>
<p>Any finance costs that cannot be relieved because of limits 2 or 3 are carried forward to the next year.</p>
<h2>Worked example: a higher-rate landlord in 2026/27</h2>
<p>Sophie earns a salary of £45,000. She owns one buy-to-let flat in England.</p>
<ul>
<li>Rent received: £24,000</li>
<li>Letting agent, insurance, repairs and other allowable costs: £4,000</li>
<li>Mortgage interest: £9,000</li>
</ul>
<p><strong>Under Section 24</strong></p>
<ul>
<li>Rental profit (interest not deducted): £24,000 − £4,000 = £20,000</li>
<li>Total income: £45,000 + £20,000 = £65,000</li>
<li>Taxable income after the personal allowance: £52,430</li>
<li>Tax: £37,700 at 20% = £7,540, plus £14,730 at 40% = £5,892, so £13,432</li>
<li>Less the finance cost credit: £9,000 × 20% = £1,800</li>
<li><strong>Total income tax: £11,632</strong></li>
</ul>
<p><strong>If the interest were still deductible</strong></p>
<ul>
<li>Rental profit: £11,000, total income £56,000, taxable income £43,430</li>
<li>Tax: £7,540 + (£5,730 × 40%) = <strong>£9,832</strong></li>
</ul>
<p>Section 24 costs Sophie <strong>£1,800 a year</strong>: her £9,000 of interest is taxed at 40% but relieved at only 20%. On her real profit of £11,000 after interest, she pays £5,146 in tax, an effective rate of almost 47%.</p>
<p>There is a second cost. Sophie&#39;s adjusted net income is £65,000, not £56,000. If she or her partner claims Child Benefit, the High Income Child Benefit Charge takes back 1% of the benefit for every £200 of income over £60,000: a quarter of it in her case. The restriction can also push people over the £100,000 mark, where the personal allowance starts to be withdrawn.</p>
<h2>Basic-rate landlords are not always safe</h2>
<p>If all of your income, <strong>including</strong> the rent before interest, stays within the basic rate band (up to £50,270), the 20% credit gives you the same relief you would have had before. But because the interest is no longer deducted, your taxable income can look higher than your real income and cross into the higher rate band. Check the total, not just the profit after interest.</p>
<h2>What changes from April 2027</h2>
<p>The November 2025 Budget announced separate income tax rates for property income from 6 April 2027: 22%, 42% and 47% in England and Northern Ireland, with Scotland and Wales able to set their own. The finance cost credit is to be given at the new property basic rate of 22%. For a higher-rate landlord the gap between the tax on the interest and the relief stays at 20 percentage points, and the rent itself is taxed 2% more. We will update this guide as the details settle.</p>
<h2>What landlords are doing about it</h2>
<p>There is no single answer, and every option has costs. The common ones are:</p>
<ul>
<li><strong>Reviewing ownership between spouses.</strong> Moving a share of a property to a spouse or civil partner with a lower income can move rental profit into their basic rate band. Jointly owned property between spouses is taxed 50:50 unless you own it in unequal shares and file a declaration (Form 17) with HMRC. Mortgage lenders must agree, and the transfer must be real.</li>
<li><strong>Paying down the most expensive borrowing</strong> where the interest rate is higher than the return you would get elsewhere.</li>
<li><strong>Personal pension contributions</strong>, which extend your basic rate band and can bring income back below the higher rate or the Child Benefit thresholds.</li>
<li><strong>Buying new properties through a limited company.</strong> The company deducts interest in full and pays corporation tax, but extracting profits as dividends is taxed again, and dividend rates rose in April 2026.</li>
<li><strong>Incorporating an existing portfolio.</strong> This can trigger capital gains tax and stamp duty land tax, and needs new mortgages. Reliefs exist for genuine property businesses, but it is specialist work and rarely worth it for one or two properties.</li>
</ul>
<h2>Records to keep</h2>
<ul>
<li>Annual mortgage interest statements for every loan, showing interest separately from capital.</li>
<li>Evidence of what each loan was used for, especially after remortgaging.</li>
<li>A note of any unrelieved finance costs carried forward from earlier years.</li>
</ul>
<p>If you would like to know what Section 24 costs you and whether any of these options would help, our <a href="/accounting/landlords">landlord accounting team</a> will model your portfolio and file your return.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/child-benefit-tax-charge">GOV.UK: High Income Child Benefit Charge</a></li>
<li><a href="https://www.gov.uk/income-tax-rates/income-over-100000">GOV.UK: Income Tax rates – income over £100,000</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/government/publications/budget-2025-document">GOV.UK: Budget 2025</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/government/publications/abolition-of-the-furnished-holiday-lettings-tax-regime">GOV.UK: Abolition of the furnished holiday lettings tax regime</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['section 24', 'mortgage interest', 'landlords', 'rental income', 'property tax']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/section-24-mortgage-interest-restriction.svg',
  'Individual landlords of residential property cannot deduct mortgage interest from rent. They get a tax credit of 20% of the interest instead, which costs higher-rate taxpayers real money and can push others into a higher band. Companies are not affected.',
  true,
  '2025-01-22T10:00:00Z'::timestamptz,
  '2025-01-22T10:00:00Z'::timestamptz,
  '2026-01-19T14:30:00Z'::timestamptz
)
on conflict do nothing;

-- self-assessment-deadlines-and-penalties
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'a401dd03-54f2-5b3b-a677-3352acdb60d8',
  'Self Assessment deadlines and penalties for the 2025/26 tax return',
  'self-assessment-deadlines-and-penalties',
  'The Self Assessment dates that matter for the 2025/26 return, how payments on account work, and exactly what HMRC charges if you file or pay late, with a worked example.',
  $kb$<p>The 2025/26 tax year ended on 5 April 2026. If you are self-employed, a landlord, a company director taking dividends, or have other untaxed income, your return for that year is due soon. Here are the dates, how the payments work and what happens if you miss them.</p>
<h2>The key dates</h2>
<table>
<thead>
<tr>
<th>Date</th>
<th>What is due</th>
</tr>
</thead>
<tbody><tr>
<td>5 October 2026</td>
<td>Deadline to register for Self Assessment if you had new untaxed income in 2025/26</td>
</tr>
<tr>
<td>31 October 2026</td>
<td>Paper tax return for 2025/26</td>
</tr>
<tr>
<td>30 December 2026</td>
<td>Online return, if you want tax under £3,000 collected through your PAYE tax code</td>
</tr>
<tr>
<td><strong>31 January 2027</strong></td>
<td><strong>Online tax return for 2025/26, and payment of the balance of tax for 2025/26 plus the first payment on account for 2026/27</strong></td>
</tr>
<tr>
<td>31 July 2027</td>
<td>Second payment on account for 2026/27</td>
</tr>
</tbody></table>
<p>If HMRC sent you a notice to file after 31 October 2026, you have three months from the date of the notice.</p>
<h2>Payments on account</h2>
<p>If your last Self Assessment bill was more than £1,000, and less than 80% of your tax was collected at source (for example through PAYE), HMRC expects you to pay <strong>payments on account</strong> towards the next year. Each is half of the previous year&#39;s bill, and they are due on 31 January and 31 July. On the following 31 January you pay any balance, or get a refund if you paid too much.</p>
<p>This is why the first January can be a shock for the newly self-employed: you pay the whole of the first year&#39;s tax <strong>plus</strong> half as much again on account of the next year.</p>
<p><em>Example:</em> Kemi&#39;s 2025/26 bill is £6,000 and she had no payments on account last year. On 31 January 2027 she pays £6,000 plus a first payment on account of £3,000 for 2026/27: £9,000. On 31 July 2027 she pays another £3,000.</p>
<p>If you know your income has fallen, you can ask to reduce your payments on account, but if you reduce them too far you pay interest on the shortfall.</p>
<h2>Late filing penalties</h2>
<p>These apply even if you owe no tax, or have already paid it:</p>
<ul>
<li><strong>1 day late:</strong> a fixed penalty of <strong>£100</strong>.</li>
<li><strong>3 months late:</strong> <strong>£10 a day</strong>, for up to 90 days, so up to <strong>£900</strong>.</li>
<li><strong>6 months late:</strong> the greater of <strong>£300</strong> or <strong>5% of the tax due</strong>.</li>
<li><strong>12 months late:</strong> another charge of the greater of <strong>£300</strong> or <strong>5% of the tax due</strong>. If HMRC finds you deliberately withheld information, this can be higher.</li>
</ul>
<h2>Late payment penalties and interest</h2>
<p>If you pay late, interest runs from the day after the due date, at the Bank of England base rate plus 4%. On top of that:</p>
<ul>
<li><strong>30 days late:</strong> a penalty of <strong>5%</strong> of the tax still unpaid;</li>
<li><strong>6 months late:</strong> a further <strong>5%</strong> of the tax still unpaid at that date;</li>
<li><strong>12 months late:</strong> a further <strong>5%</strong> of the tax still unpaid at that date.</li>
</ul>
<p>Late payment penalties apply to the balancing payment, not to payments on account, although interest runs on both.</p>
<h2>Worked example</h2>
<p>Jo files her 2025/26 return online on 15 August 2027, six and a half months late, and pays her £4,000 balance the same day.</p>
<table>
<thead>
<tr>
<th>Penalty</th>
<th>Amount</th>
</tr>
</thead>
<tbody><tr>
<td>Initial late filing penalty</td>
<td>£100</td>
</tr>
<tr>
<td>Daily penalties (90 days × £10)</td>
<td>£900</td>
</tr>
<tr>
<td>6-month filing penalty (5% of £4,000 is £200, so the £300 minimum applies)</td>
<td>£300</td>
</tr>
<tr>
<td>Late payment penalty at 30 days (5% × £4,000)</td>
<td>£200</td>
</tr>
<tr>
<td>Late payment penalty at 6 months (5% × £4,000)</td>
<td>£200</td>
</tr>
<tr>
<td><strong>Total penalties</strong></td>
<td><strong>£1,700</strong></td>
</tr>
</tbody></table>
<p>Interest is charged on top. Filing on time, even if she could not pay, would have avoided £1,300 of that.</p>
<h2>If you have a reasonable excuse</h2>
<p>You can appeal a penalty within <strong>30 days</strong> of the date on the penalty notice if you had a reasonable excuse, such as a serious illness, a bereavement close to the deadline, or an HMRC system failure, and you filed or paid as soon as you could afterwards. Not having the money, relying on someone else or finding the return difficult are not usually accepted.</p>
<h2>If you cannot pay</h2>
<p>File on time anyway, so that the filing penalties do not pile up, and contact HMRC. If you owe £30,000 or less you can usually set up a <strong>Time to Pay</strong> arrangement online. If you agree a plan before a late payment penalty date and keep to it, you do not get that penalty, although interest still runs.</p>
<h2>Making Tax Digital changes the rules</h2>
<p>If you joined Making Tax Digital for Income Tax in April 2026, the penalties above still apply to your 2025/26 return. For 2026/27 onwards, you move to a points-based system for late submissions and a new set of late payment penalties. Our guide to <a href="/knowledge/article/making-tax-digital-for-income-tax">Making Tax Digital for Income Tax</a> explains the new rules.</p>
<h2>Beat the rush</h2>
<ul>
<li>Gather your P60, P11D, bank interest, dividend vouchers, rental statements and business records now.</li>
<li>Check your online account for a tax code adjustment or an unexpected bill.</li>
<li>File early: you do not have to pay until 31 January, and you will know what you owe.</li>
</ul>
<p>If you would rather hand the whole thing over, our <a href="/accounting/self-assessment">Self Assessment team</a> will prepare and file your return well before the deadline.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/pay-self-assessment-tax-bill/through-your-tax-code">GOV.UK: Pay your Self Assessment tax bill – through your tax code</a></li>
<li><a href="https://www.gov.uk/understand-self-assessment-bill/payments-on-account">GOV.UK: Understand your Self Assessment tax bill – payments on account</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/penalties">GOV.UK: Self Assessment tax returns – penalties</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/pay-self-assessment-tax-bill/pay-in-instalments">GOV.UK: Pay your Self Assessment tax bill – pay in instalments</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
</ul>$kb$,
  '3034f17f-8a8f-5270-acad-529ff370755e',
  array['self assessment', 'tax return', 'deadlines', 'penalties', 'payments on account']::text[],
  null,
  null,
  5,
  '/images/knowledge/self-assessment-deadlines-and-penalties.svg',
  null,
  true,
  '2025-11-03T09:00:00Z'::timestamptz,
  '2025-11-03T09:00:00Z'::timestamptz,
  '2026-11-17T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- status-determination-statements
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'f8b475d5-0fc5-5e79-a4e5-32f48416b5f3',
  'Status determination statements: what to check and how to challenge one',
  'status-determination-statements',
  'What a valid IR35 status determination statement must contain, the warning signs of a blanket decision, and how to use the client-led disagreement process step by step.',
  $kb$<p>When a medium or large client engages you through your limited company, it must tell you whether it considers the engagement to be inside or outside IR35. That decision arrives as a <strong>status determination statement</strong>, or SDS. It decides whether tax is deducted from your invoices, so it is worth reading closely. If you are not sure whether your client is medium or large, start with our guide to <a href="/knowledge/article/ir35-off-payroll-rules-explained">the off-payroll rules</a>.</p>
<h2>What an SDS must contain</h2>
<p>The law does not prescribe a form, but a valid SDS must:</p>
<ul>
<li>state the client&#39;s <strong>conclusion</strong>: whether, if you were engaged directly, you would be an employee for tax purposes;</li>
<li>give the <strong>reasons</strong> for that conclusion;</li>
<li>be given to <strong>you</strong> and to the party the client contracts with (usually the agency), ideally before the engagement starts, and again whenever the decision changes;</li>
<li>result from the client taking <strong>reasonable care</strong>.</li>
</ul>
<p>A one-line &quot;inside IR35&quot; email, or a copy of a policy that says &quot;all contractors are inside&quot;, does not meet the standard. If the client fails to give a valid SDS, the client remains liable for the tax until it does.</p>
<h2>Signs the client has not taken reasonable care</h2>
<p>HMRC&#39;s guidance says reasonable care depends on the client&#39;s size and resources, but some warning signs are universal:</p>
<ul>
<li><strong>Blanket determinations</strong>: every contractor, or every contractor in a department, receives the same outcome regardless of role.</li>
<li><strong>Generic reasons</strong>: the reasons could apply to anyone (&quot;the worker is integrated into the business&quot;).</li>
<li><strong>The wrong role</strong>: the statement describes a job title rather than what you actually do, or relates to a previous contract.</li>
<li><strong>No route to disagree</strong>: the client has no process, or will not say who to contact.</li>
<li><strong>Tool output with wrong inputs</strong>: the client relies on HMRC&#39;s CEST tool but the answers entered do not match the contract or working practices.</li>
</ul>
<h2>Reading the reasons</h2>
<p>Go through each reason and compare it with the contract and with what happens day to day. Typical points to test:</p>
<ul>
<li><strong>Control</strong>: does anyone actually tell you how to do the work, or only what the outcome should be? Setting core hours for access to a building is not the same as supervising how you write code.</li>
<li><strong>Substitution</strong>: does the contract give a genuine right to send a substitute, and would the client accept a suitably qualified person? Has one ever been used?</li>
<li><strong>Mutuality of obligation</strong>: is the client obliged to give you further work once a deliverable is complete, and are you obliged to take it?</li>
<li><strong>Financial risk</strong>: do you fix defects at your own cost, carry your own insurance, or price by milestone rather than by day?</li>
<li><strong>Part and parcel</strong>: do you have a line manager, appraisals, a staff email signature, or access to staff benefits?</li>
</ul>
<p>Write down where the SDS is factually wrong, not just where you disagree with its conclusion.</p>
<h2>How to challenge an SDS, step by step</h2>
<ol>
<li><strong>Ask for the full reasons</strong> if you have only the conclusion. You are entitled to them.</li>
<li><strong>Gather your evidence</strong>: the contract (and the contract above yours in the chain if possible), statements of work, emails showing how work is allocated, proof of your own equipment, insurance, other clients and any use of a substitute.</li>
<li><strong>Write to the client</strong> under its disagreement process. Say clearly that you are disagreeing with the determination under the off-payroll rules, explain which facts are wrong and why, and attach the evidence. Keep it factual and specific.</li>
<li><strong>Diary 45 days.</strong> The client must respond within 45 days of receiving your disagreement, either confirming its decision with the reasons, or withdrawing it and issuing a new SDS.</li>
<li><strong>Keep working on the current terms.</strong> Until a new SDS is issued, the original one stands and the fee-payer must keep deducting tax if it said inside.</li>
</ol>
<p>If the client confirms the inside decision, there is no formal appeal to a tribunal against the SDS itself. Your options are then commercial: negotiate a different scope of work that genuinely changes the working practices, renegotiate the rate to reflect the deductions, or decline the engagement.</p>
<h2>If the SDS says outside</h2>
<p>An outside determination is good news, but it is not a guarantee. Keep the SDS and your evidence, and make sure the working practices match it throughout the contract. If the role changes, for example you are moved into a team with a line manager, ask the client to review the determination. The client should also review it if the contract is extended with different terms.</p>
<h2>What happens to tax already deducted if a decision changes?</h2>
<p>If the client issues a new outside SDS, the fee-payer stops deducting tax from the payments that follow. Tax already deducted under the earlier inside SDS is not automatically repaid, which is why it pays to challenge a determination as soon as you receive it.</p>
<h2>Practical tips</h2>
<ul>
<li>Ask to see the SDS <strong>before</strong> you sign a contract and agree a rate.</li>
<li>Keep a short weekly note of how the work is done, who directs it and any changes to the role.</li>
<li>Make sure your contract matches reality. A substitution clause you could never use carries little weight.</li>
<li>Review contract extensions as carefully as new contracts.</li>
</ul>
<p>If you have received a determination you think is wrong, our <a href="/accounting/contractors">contractor accounting team</a> can review it with you and help you put your disagreement in writing.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/understanding-off-payroll-working-ir35">GOV.UK: Understanding off-payroll working (IR35)</a></li>
<li><a href="https://www.gov.uk/guidance/check-employment-status-for-tax">GOV.UK: Check employment status for tax</a></li>
</ul>$kb$,
  'c44cdb2f-dac9-55a4-b562-041488effe01',
  array['ir35', 'status determination statement', 'off-payroll working', 'contractors']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/status-determination-statements.svg',
  'A status determination statement must give the client''s conclusion and the reasons for it, based on your actual role. If you disagree, write to the client with evidence; it must reply within 45 days, either confirming its decision with reasons or issuing a new statement.',
  true,
  '2025-09-09T10:45:00Z'::timestamptz,
  '2025-09-09T10:45:00Z'::timestamptz,
  '2026-07-07T08:30:00Z'::timestamptz
)
on conflict do nothing;

-- trading-allowance-explained
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '43b2b0e0-e207-5cbd-a6e2-b3bbe31d8463',
  'The £1,000 trading allowance: when side income is tax-free',
  'trading-allowance-explained',
  'How the £1,000 trading allowance works for creators, sellers and side hustles, when you do not need to tell HMRC, and when claiming real expenses is better.',
  $kb$<p>If you earn a little from content, crafts, online selling or freelance jobs alongside your main income, the <strong>trading allowance</strong> can make the first £1,000 tax-free and save you from filing a tax return at all. Above £1,000 it can still reduce your bill. Here is how it works and how to choose between the allowance and your real expenses.</p>
<h2>What the trading allowance is</h2>
<p>The trading allowance is a £1,000 allowance for each individual, each tax year, against income from self-employment and certain miscellaneous income, such as occasional freelance work or sponsored content. It has been £1,000 since it was introduced in April 2017.</p>
<p>It is measured on your <strong>gross income</strong>, which is everything you receive before expenses, including the value of any products given to you in return for content. It is not your profit.</p>
<p>There is a separate £1,000 <strong>property allowance</strong> for rental income. You can use both in the same year if you have both types of income.</p>
<h2>If your gross trading income is £1,000 or less</h2>
<p>This is called <strong>full relief</strong>. You do not need to:</p>
<ul>
<li>register for Self Assessment;</li>
<li>tell HMRC about the income;</li>
<li>keep accounts, although sensible records help if you are ever asked.</li>
</ul>
<p><em>Example:</em> Tom sells prints of his photography online and makes £640 in the tax year. It is covered by the allowance. If he is not in Self Assessment for another reason, he has nothing to do.</p>
<p>If you already file a tax return for other reasons, you can simply leave income under £1,000 off it, unless you want to claim a loss (see below).</p>
<h2>If your gross trading income is more than £1,000</h2>
<p>You must register for Self Assessment by 5 October after the end of the tax year and report the income. You then choose one of two methods:</p>
<ol>
<li><strong>Deduct your actual allowable expenses</strong>, or</li>
<li><strong>Deduct the £1,000 allowance instead</strong> (called partial relief).</li>
</ol>
<p>You cannot do both. Pick whichever gives the lower profit.</p>
<h3>Worked example</h3>
<p>Jess is employed full-time and runs a craft channel on the side. In 2026/27 she receives £3,200 from sponsorships and ad revenue, and spends £400 on materials and software.</p>
<table>
<thead>
<tr>
<th></th>
<th>Actual expenses</th>
<th>Trading allowance</th>
</tr>
</thead>
<tbody><tr>
<td>Gross income</td>
<td>£3,200</td>
<td>£3,200</td>
</tr>
<tr>
<td>Deduction</td>
<td>£400</td>
<td>£1,000</td>
</tr>
<tr>
<td>Taxable profit</td>
<td>£2,800</td>
<td><strong>£2,200</strong></td>
</tr>
</tbody></table>
<p>The allowance gives the lower profit. Jess is a basic-rate taxpayer, so it saves her £120 of income tax (£600 × 20%). If her expenses had been £1,500, she would claim those instead.</p>
<h2>When you cannot use the allowance</h2>
<p>The trading allowance is not available against:</p>
<ul>
<li>income from a partnership you are a member of;</li>
<li>income from your employer, or your spouse&#39;s or civil partner&#39;s employer;</li>
<li>income from a company that you, or someone connected to you, controls;</li>
<li>income you have claimed rent-a-room relief on.</li>
</ul>
<p>If you claim the allowance you cannot also create or increase a loss. If your expenses are higher than your income and you want to record a loss to use in future years, claim your actual expenses instead.</p>
<h2>National Insurance</h2>
<p>Self-employed people with profits above the small profits threshold (£7,105 for 2026/27) are treated as having paid Class 2 National Insurance, which protects their State Pension record, without having to pay it. Class 4 contributions apply only on profits above £12,570. Most side-income earners using the allowance will pay neither. If your profits are below the small profits threshold and you are not getting National Insurance credits in another way, you can choose to pay voluntary Class 2 contributions to protect your record.</p>
<h2>Keep track as you go</h2>
<p>The allowance works on the tax year (6 April to 5 April). Income from different activities is added together: £700 from selling on a marketplace and £600 from brand deals makes £1,300, which is over the limit. Since 2024, online marketplaces such as eBay, Vinted, Etsy and Airbnb have reported sellers&#39; income to HMRC under international platform reporting rules (unless a seller makes fewer than 30 sales and under about £1,700 a year), so HMRC may already know about income you have forgotten.</p>
<p>A simple spreadsheet of what you receive and what you spend, updated monthly, means you can tell early whether you are heading over £1,000 and whether the allowance or your actual expenses will give the better result.</p>
<h2>Selling your own things is different</h2>
<p>Clearing out your wardrobe or selling unwanted personal items is not trading, and the money is not income. Buying items to resell at a profit, or making things to sell, is trading.</p>
<p>If your side income is growing and you are not sure whether you need to register, our <a href="/accounting/influencers">creators and influencers service</a> and <a href="/accounting/self-assessment">Self Assessment team</a> can tell you quickly and file the return if you need one.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/reporting-rules-for-digital-platforms">GOV.UK: Reporting rules for digital platforms</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/self-employed-national-insurance-rates">GOV.UK: Self-employed National Insurance rates</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns">GOV.UK: Self Assessment tax returns</a></li>
</ul>$kb$,
  '195d94b5-2fd3-5d1d-9fff-0a9609892c3b',
  array['trading allowance', 'side hustle', 'self assessment', 'content creators']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/trading-allowance-explained.svg',
  null,
  true,
  '2025-07-15T15:00:00Z'::timestamptz,
  '2025-07-15T15:00:00Z'::timestamptz,
  '2026-02-24T10:30:00Z'::timestamptz
)
on conflict do nothing;

-- vat-flat-rate-scheme
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'b88a4a2b-20a3-5501-8fb9-3c26eeb0cd7f',
  'The VAT Flat Rate Scheme: is it still worth joining?',
  'vat-flat-rate-scheme',
  'How the VAT Flat Rate Scheme works, who can join, the 16.5% limited cost trader rate that catches many service businesses, and a worked comparison with standard VAT accounting.',
  $kb$<p>The Flat Rate Scheme was designed to make VAT simpler for small businesses. Instead of tracking the VAT on every purchase, you pay HMRC a fixed percentage of your gross takings and keep the difference. For some businesses it is both simpler and cheaper. For many service businesses, since the limited cost trader rules arrived in 2017, it is simpler but more expensive.</p>
<h2>How it works</h2>
<ol>
<li>You charge your customers VAT at the normal rate (usually 20%) and issue VAT invoices as usual.</li>
<li>At the end of each VAT period you take your <strong>VAT-inclusive</strong> turnover for the period.</li>
<li>You multiply it by the flat rate for your business sector.</li>
<li>You pay that amount to HMRC.</li>
</ol>
<p>You generally cannot reclaim the VAT on your purchases, with one exception: capital assets costing more than £2,000 including VAT can be claimed separately.</p>
<h2>Who can join</h2>
<ul>
<li>You must be VAT-registered, or registering.</li>
<li>You must expect your <strong>VAT-taxable turnover in the next 12 months</strong> to be no more than <strong>£150,000</strong>, excluding VAT.</li>
<li>You must leave the scheme if your <strong>total business income</strong>, including VAT and exempt income, goes over <strong>£230,000</strong> in the previous 12 months, or is expected to go over that in the next 30 days.</li>
</ul>
<p>Some businesses cannot join, for example if you have left the scheme in the previous 12 months or use certain other VAT schemes.</p>
<h2>The flat rates</h2>
<p>Each trade sector has its own percentage, set by HMRC and reflecting typical costs in that sector. A few examples:</p>
<table>
<thead>
<tr>
<th>Business type</th>
<th>Flat rate</th>
</tr>
</thead>
<tbody><tr>
<td>Photography</td>
<td>11%</td>
</tr>
<tr>
<td>Advertising</td>
<td>11%</td>
</tr>
<tr>
<td>Management consultancy</td>
<td>14%</td>
</tr>
<tr>
<td>Computer and IT consultancy or data processing</td>
<td>14.5%</td>
</tr>
<tr>
<td>Accountancy or book-keeping</td>
<td>14.5%</td>
</tr>
<tr>
<td>Any other activity not listed elsewhere</td>
<td>12%</td>
</tr>
<tr>
<td><strong>Limited cost trader</strong> (any sector)</td>
<td><strong>16.5%</strong></td>
</tr>
</tbody></table>
<p>In your first year of VAT registration you get a <strong>1% discount</strong> on your sector&#39;s rate.</p>
<h2>The limited cost trader test</h2>
<p>You are a limited cost trader, and must use 16.5% whatever your sector, if your spending on <strong>goods</strong> in the VAT period (including VAT) is:</p>
<ul>
<li>less than <strong>2%</strong> of your VAT-inclusive turnover, <strong>or</strong></li>
<li>more than 2% but less than <strong>£1,000 a year</strong> (£250 a quarter).</li>
</ul>
<p>&quot;Goods&quot; here excludes services, capital items, food and drink for you or your staff, vehicles and fuel (unless you run a transport business), and anything for resale or hire unless that is your main business. Most consultants, contractors, designers and creators buy mostly services, such as software, phone and accountancy, so they fail the test and pay 16.5%.</p>
<p>You must do this test <strong>every VAT period</strong>. Buying goods you do not need to pass it is not allowed.</p>
<h2>Worked comparison</h2>
<p>Both businesses below invoice £30,000 plus VAT in a quarter, so their VAT-inclusive turnover is £36,000. Under standard VAT accounting they would collect £6,000 of VAT and reclaim the VAT on their costs.</p>
<p><strong>Example 1: an IT contractor (limited cost trader)</strong></p>
<ul>
<li>Costs with VAT: £300 of VAT on software, phone and accountancy.</li>
<li>Standard accounting: £6,000 − £300 = <strong>£5,700</strong> to pay.</li>
<li>Flat Rate Scheme: £36,000 × 16.5% = <strong>£5,940</strong> to pay.</li>
</ul>
<p>The scheme costs £240 more each quarter. It is simpler, but not cheaper.</p>
<p><strong>Example 2: a wedding photographer (not a limited cost trader)</strong></p>
<ul>
<li>Buys albums, prints and frames for clients costing more than 2% of turnover, and has £800 of VAT on costs in the quarter.</li>
<li>Standard accounting: £6,000 − £800 = <strong>£5,200</strong> to pay.</li>
<li>Flat Rate Scheme at 11%: £36,000 × 11% = <strong>£3,960</strong> to pay.</li>
</ul>
<p>The scheme saves £1,240 in the quarter. In the first year of registration, at 10%, it would save £1,600.</p>
<p>Note that the difference you keep under the scheme is taxable income of the business.</p>
<h2>When it works, and when it does not</h2>
<p>The scheme tends to suit businesses that:</p>
<ul>
<li>are in a sector with a low flat rate;</li>
<li>genuinely buy goods above the limited cost thresholds;</li>
<li>have low VAT-able costs compared with their sales;</li>
<li>value the simplicity of not tracking input VAT.</li>
</ul>
<p>It tends not to suit:</p>
<ul>
<li>limited cost traders, especially those with some VAT-able costs;</li>
<li>businesses with significant zero-rated or exempt sales, because the flat rate applies to <strong>all</strong> of your turnover, including zero-rated sales;</li>
<li>businesses that expect to buy a lot of standard-rated stock or equipment under £2,000.</li>
</ul>
<h2>Joining and leaving</h2>
<p>You can apply to join online or by post, and HMRC will confirm the start date. You can leave at any time by writing to HMRC, and you must leave if you exceed the £230,000 limit. Once you leave, you cannot rejoin for 12 months.</p>
<p>Records still matter: you need your sales records, VAT invoices for customers and evidence for the limited cost test each period, all kept digitally under Making Tax Digital for VAT.</p>
<p>If you would like to know whether the Flat Rate Scheme would save you money, our <a href="/accounting/vat">VAT team</a> will compare it with standard accounting using your own figures.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/vat-flat-rate-scheme/how-much-you-pay">GOV.UK: VAT Flat Rate Scheme – how much you pay</a></li>
<li><a href="https://www.gov.uk/vat-flat-rate-scheme/eligibility">GOV.UK: VAT Flat Rate Scheme – eligibility</a></li>
<li><a href="https://www.gov.uk/vat-rates">GOV.UK: VAT rates</a></li>
</ul>$kb$,
  '5b9d5e75-2d8b-52f7-9212-369cc13c78fa',
  array['vat', 'flat rate scheme', 'limited cost trader', 'small business']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/vat-flat-rate-scheme.svg',
  'Under the Flat Rate Scheme you pay a fixed percentage of your VAT-inclusive turnover instead of working out VAT on every sale and purchase. It suits businesses with low costs in sectors with a low rate, but most consultants and contractors are limited cost traders at 16.5%, where it rarely saves money.',
  true,
  '2025-08-19T14:00:00Z'::timestamptz,
  '2025-08-19T14:00:00Z'::timestamptz,
  '2026-03-03T10:00:00Z'::timestamptz
)
on conflict do nothing;

-- vat-registration-threshold
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '150ce5a3-7732-5614-bbeb-9cbefd265263',
  'VAT registration: the £90,000 threshold and when you must register',
  'vat-registration-threshold',
  'How the £90,000 VAT registration threshold is measured, the 30-day deadlines, when voluntary registration makes sense, and how to deregister below £88,000.',
  $kb$<p>Crossing the VAT threshold is one of the biggest changes in a small business&#39;s life: your prices, your paperwork and your cash flow all change. The rules on when you must register are strict, and HMRC can backdate a registration, so it pays to keep an eye on your turnover every month.</p>
<h2>The thresholds</h2>
<ul>
<li><strong>Registration threshold: £90,000</strong> of taxable turnover. It has applied since 1 April 2024.</li>
<li><strong>Deregistration threshold: £88,000.</strong></li>
</ul>
<p>There is no separate threshold for limited companies, sole traders or partnerships. It is the <strong>business</strong> that registers, not the individual, although a sole trader&#39;s separate activities are all added together.</p>
<h2>What counts as taxable turnover</h2>
<p>Taxable turnover is the total value of everything you sell that is not exempt from VAT. It includes:</p>
<ul>
<li>standard-rated sales (20%);</li>
<li>reduced-rate sales (5%);</li>
<li>zero-rated sales (0%), such as most food, children&#39;s clothing and books.</li>
</ul>
<p>It does <strong>not</strong> include:</p>
<ul>
<li>exempt sales, such as most insurance, financial services, education and residential rents;</li>
<li>sales of capital assets, such as your old van;</li>
<li>supplies that are outside the scope of UK VAT, such as many services to business customers overseas.</li>
</ul>
<p>If your business makes only zero-rated sales, you can apply for an exception from registration, although you would then be unable to reclaim VAT on your costs.</p>
<h2>The two tests</h2>
<h3>The backward-looking test</h3>
<p>At the end of <strong>every month</strong>, add up your taxable turnover for the previous 12 months. This is a rolling period, not your financial year or the tax year. If the total is more than £90,000, you must:</p>
<ul>
<li>tell HMRC within <strong>30 days</strong> of the end of that month;</li>
<li>start charging VAT from the <strong>first day of the second month</strong> after the month in which you went over.</li>
</ul>
<p><em>Example:</em> a café&#39;s rolling 12-month turnover reaches £91,200 at the end of June 2026. It must register by 30 July 2026 and will be VAT-registered from 1 August 2026.</p>
<p>If the overshoot was a one-off, for example a single large order, you can ask HMRC for an exception, as long as you can show that turnover in the next 12 months will be £88,000 or less.</p>
<h3>The forward-looking test</h3>
<p>If at any point you expect your taxable turnover in the <strong>next 30 days alone</strong> to be more than £90,000, you must register by the end of that 30-day period, and you are registered from the <strong>start</strong> of it. This typically catches a business that wins a large contract or takes over a going concern.</p>
<h2>Late registration</h2>
<p>If you register late, HMRC backdates your registration to the date it should have taken effect. You owe the VAT on sales made since then, even though you did not charge your customers for it, plus a late registration penalty based on the VAT due and how late you were. For a business selling mainly to the public, that VAT comes out of your own margin. Watching the rolling total every month is the only sure defence.</p>
<h2>Voluntary registration</h2>
<p>You can register below the threshold. It can make sense when:</p>
<ul>
<li>your customers are mainly VAT-registered businesses, which can reclaim the VAT you charge, so your effective price does not change;</li>
<li>you make zero-rated sales and pay VAT on costs, so you would receive regular repayments;</li>
<li>you are about to buy expensive equipment and want to reclaim the VAT;</li>
<li>a VAT number gives you credibility with larger clients.</li>
</ul>
<p>It usually does not make sense if you sell mainly to consumers, who cannot reclaim VAT, because you would have to raise prices by 20% or absorb the VAT.</p>
<h2>Reclaiming VAT on costs from before registration</h2>
<p>Once registered, you can usually reclaim VAT on:</p>
<ul>
<li><strong>goods</strong> bought in the <strong>four years</strong> before registration that you still have, or that were used to make goods you still have;</li>
<li><strong>services</strong> bought in the <strong>six months</strong> before registration.</li>
</ul>
<p>Keep the VAT invoices: without them there is no claim.</p>
<h2>What changes once you are registered</h2>
<ul>
<li>You add VAT to your prices and issue VAT invoices.</li>
<li>You submit VAT returns, usually quarterly, using software that meets the rules for Making Tax Digital for VAT, and keep your VAT records digitally.</li>
<li>Returns and payments are due one month and seven days after the end of each VAT period.</li>
<li>Late returns earn penalty points, and late payments attract penalties and interest.</li>
</ul>
<p>Simplified schemes can help. The cash accounting scheme means you pay VAT when customers pay you, and the <a href="/knowledge/article/vat-flat-rate-scheme">Flat Rate Scheme</a> can reduce paperwork for businesses with few costs.</p>
<h2>Deregistering</h2>
<p>You can apply to cancel your registration if you expect your taxable turnover in the next 12 months to be <strong>£88,000 or less</strong>. You must cancel if you stop making taxable supplies. When you deregister, you may have to pay VAT on stock and assets you still hold if the VAT on them would be more than £1,000.</p>
<h2>Staying just under the threshold</h2>
<p>Some businesses deliberately manage their turnover to stay below £90,000. That is legitimate if the business is genuinely one business trading below the limit. Splitting one business artificially between family members or companies to stay under the threshold is not, and HMRC can direct that the parts be treated as one.</p>
<p>If you are approaching the threshold, our <a href="/accounting/vat">VAT team</a> can check your rolling turnover, help you decide on the right scheme and register you on time.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/vat-registration/cancel-registration">GOV.UK: Cancel your VAT registration</a></li>
<li><a href="https://www.gov.uk/vat-rates">GOV.UK: VAT rates</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
</ul>$kb$,
  '5b9d5e75-2d8b-52f7-9212-369cc13c78fa',
  array['vat', 'vat registration', 'vat threshold', 'small business']::text[],
  'Chloe Bennett',
  null,
  5,
  '/images/knowledge/vat-registration-threshold.svg',
  'You must register for VAT if your taxable turnover in any rolling 12 months goes over £90,000, or if you expect to go over £90,000 in the next 30 days alone. You can ask to deregister if you expect turnover in the next 12 months to be £88,000 or less.',
  true,
  '2025-01-08T09:00:00Z'::timestamptz,
  '2025-01-08T09:00:00Z'::timestamptz,
  '2026-04-01T08:00:00Z'::timestamptz
)
on conflict do nothing;
