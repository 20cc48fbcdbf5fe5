-- The firm's published knowledge base articles, so that a new project opens with them (db push runs
-- no seeds). Written once by `npm run knowledge:seed -- --launch` from content/knowledge; after
-- launch staff keep the articles in the staff area, so an existing row (same id or slug) is kept.

-- buying-property-through-a-limited-company
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '0f98e052-04f7-5613-bc85-ecac75ca3093',
  'Buying property through a limited company: the tax in 2026/27',
  'buying-property-through-a-limited-company',
  'How buy-to-let through a limited company is taxed: corporation tax with full interest relief, SDLT higher rates and the flat rate, ATED, taking money out as dividends, and company mortgages.',
  $kb$<p>Since mortgage interest relief for individual landlords was restricted, many new buy-to-let purchases have been made through limited companies. A company can be the right structure, but it is not automatically cheaper: the saving on interest has to be weighed against higher costs when you buy, tax when you take money out, and the running costs of a company. This guide explains the rules for 2026/27 for a company buying residential property in England.</p>
<h2>The special purpose vehicle</h2>
<p>Most landlords buy through a new company whose only business is holding and letting property, often called a special purpose vehicle (SPV). Buy-to-let lenders generally prefer this: a company with a single, simple activity is easier for them to assess than a trading business that also owns houses. You are usually the director and shareholder, perhaps with your spouse or partner.</p>
<h2>Corporation tax instead of income tax</h2>
<p>The company pays corporation tax on its rental profits at 19% on profits up to £50,000, rising to 25% on profits over £250,000, with marginal relief in between. The limits are divided between associated companies, so a second company you control shares them.</p>
<p>The key difference from owning personally is <strong>finance costs</strong>. Section 24, which gives individual landlords only a basic-rate credit for mortgage interest, does not apply to companies. The company deducts its interest and arrangement fees in full, like any other business expense. Our guide to <a href="/knowledge/article/section-24-mortgage-interest-restriction">Section 24</a> explains the restriction in detail.</p>
<p>One trap: a company that lets property to people connected with its owners, such as family members, can be a &quot;close investment-holding company&quot;, which pays the main rate on all its profits. Letting to unconnected tenants avoids this.</p>
<p>Gains are different too. When the company sells a property, the gain is charged to corporation tax, not capital gains tax, and the company has no annual exempt amount.</p>
<h2>Stamp Duty Land Tax</h2>
<p>Companies pay more SDLT than most individual buyers:</p>
<ul>
<li><strong>The higher rates always apply.</strong> A company pays the 5% surcharge on every band for every dwelling it buys, including its first.</li>
<li><strong>The flat rate.</strong> A dwelling costing more than £500,000 bought by a company is charged at 17% of the whole price, unless a relief applies. The main relief is for property bought to let commercially to unconnected tenants in a property rental business, in which case the ordinary higher rates apply instead. Relief can be withdrawn if, within three years, someone connected with the company lives in the property.</li>
<li><strong>The non-resident surcharge</strong> of 2% applies on top if the company is not UK-resident, or is controlled by non-residents, on a purchase in England or Northern Ireland.</li>
</ul>
<p>Our <a href="/legal/stamp-duty-calculator">stamp duty calculator</a> and our <a href="/knowledge/article/stamp-duty-land-tax-explained">SDLT guide</a> cover the bands.</p>
<h2>ATED on dwellings over £500,000</h2>
<p>The Annual Tax on Enveloped Dwellings applies to a UK dwelling owned by a company and valued at more than £500,000. For the 2026/27 chargeable period, which began in April 2026, the charge on a dwelling worth up to £1 million is £4,600, and it rises steeply for higher bands.</p>
<p>A property let commercially to unconnected tenants qualifies for relief, so most buy-to-let companies pay nothing. But relief must be claimed: the company files a relief declaration return each year by 30 April, or within 30 days of buying a property during the year. Late returns attract penalties even when no tax is due.</p>
<h2>Taking money out of the company</h2>
<p>The profits belong to the company. To spend them personally you have to extract them, and that usually means a second layer of tax:</p>
<ul>
<li><strong>Dividends.</strong> The first £500 of your dividends in a year is tax-free; above that, dividends are taxed at 10.75% in the basic rate band, 35.75% in the higher rate band and 39.35% above.</li>
<li><strong>Repayment of your loan.</strong> If you lent the company the deposit, it can repay you tax-free as profits allow, so lending rather than subscribing for shares is common. Interest on the loan can be paid, taxable on you and deductible for the company.</li>
<li><strong>Salary and pension contributions</strong> are possible if you do real work for the company, but need care: a property company rarely justifies much salary.</li>
</ul>
<p>Profits you leave in the company to pay down debt or buy the next property are taxed only once, at corporation tax rates. That is where the structure works best.</p>
<h2>Worked example</h2>
<p>Priya already earns a salary that uses her basic rate band. A flat produces £20,000 of rent after expenses, and the mortgage interest is £9,000.</p>
<p><strong>Owned personally:</strong> £20,000 × 40% = £8,000, less the Section 24 credit of £9,000 × 20% = £1,800. <strong>Tax £6,200.</strong></p>
<p><strong>Owned by her company:</strong> profit after interest £11,000; corporation tax at 19% is £2,090.</p>
<ul>
<li>If the company keeps the rest, <strong>tax is £2,090</strong>.</li>
<li>If it pays all £8,910 to Priya as a dividend and she has no other dividends: £500 tax-free, then £8,410 × 35.75% = £3,007. <strong>Total £5,097.</strong></li>
</ul>
<p>The company is cheaper either way here, but most of the saving comes from keeping profits in the company, and it is before the company&#39;s extra accountancy and mortgage costs. From 6 April 2027, individuals will pay separate, higher rates on property income, which widens the gap.</p>
<h2>Mortgages</h2>
<p>Fewer lenders offer limited company buy-to-let mortgages than personal ones, and rates and fees are often higher. Lenders usually ask the directors to give <strong>personal guarantees</strong>, so the company does not protect you from the debt. Check the product before you set up the company, because some lenders only lend to an SPV set up in a particular way.</p>
<h2>Already own properties personally?</h2>
<p>Transferring existing properties to a company is a sale at market value: it can trigger capital gains tax for you and SDLT for the company, and needs new mortgages. Reliefs exist for genuine property businesses but are narrow. For most landlords with one or two properties, a company makes more sense for future purchases than for moving what you own.</p>
<p>Our <a href="/accounting/landlords">landlord accounting team</a> can model the numbers for your portfolio, set up the company and handle its accounts and returns, and our property lawyers can act on the purchase.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/annual-tax-on-enveloped-dwellings-the-basics">GOV.UK: Annual Tax on Enveloped Dwellings</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-marginal-relief">GOV.UK: Corporation Tax – Marginal Relief</a></li>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/tax-on-dividends">GOV.UK: Tax on dividends</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/government/publications/budget-2025-document">GOV.UK: Budget 2025</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property">GOV.UK: Stamp Duty Land Tax – buying an additional residential property</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-corporate-bodies">GOV.UK: Stamp Duty Land Tax – corporate bodies</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/14/schedule/9A">legislation.gov.uk: Finance Act 2003, Schedule 9A (non-resident surcharge)</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm03951">HMRC manual: Company Taxation Manual, CTM03951 (close investment-holding companies)</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['limited company', 'buy-to-let', 'spv', 'corporation tax', 'stamp duty land tax', 'ated']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/buying-property-through-a-limited-company.svg',
  'A company pays corporation tax on rental profits and deducts mortgage interest in full, with no Section 24 restriction. It pays the SDLT higher rates on every home it buys, may face ATED above £500,000, and profits you take out as dividends are taxed again.',
  true,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz
)
on conflict do nothing;

-- capital-allowances-full-expensing-and-aia
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'ba8b9161-590a-5652-93c2-1b9f275518fb',
  'Capital allowances for companies: full expensing, the AIA and writing-down allowances',
  'capital-allowances-full-expensing-and-aia',
  'How a company gets tax relief on equipment, vans, cars and buildings in 2026/27: the Annual Investment Allowance, full expensing, first-year allowances, pools and the structures allowance.',
  $kb$<p>Depreciation in your accounts is not deductible for corporation tax. Instead, a company claims <strong>capital allowances</strong> on what it spends on plant and machinery (equipment, tools, vans, computers, furniture, many fixtures) and, separately, on new commercial buildings. The question for each purchase is which allowance gives relief soonest.</p>
<h2>The Annual Investment Allowance (AIA)</h2>
<p>The AIA gives relief for 100% of qualifying spending in the year it is incurred, up to <strong>£1 million</strong> a year.</p>
<ul>
<li>It covers new <strong>and second-hand</strong> plant and machinery, in both the main rate and special rate categories.</li>
<li>It does <strong>not</strong> cover cars.</li>
<li>A group of companies, or companies under common control doing similar activities, share one allowance between them.</li>
<li>The limit is reduced proportionately for an accounting period shorter than 12 months.</li>
</ul>
<p>For most small and medium-sized companies the AIA alone covers everything they buy.</p>
<h2>Full expensing and the special rate first-year allowance</h2>
<p>Companies (not sole traders or partnerships) can also claim:</p>
<ul>
<li><strong>Full expensing</strong>: a 100% first-year allowance on <strong>new and unused</strong> main rate plant and machinery, with no upper limit;</li>
<li><strong>The special rate first-year allowance</strong>: 50% in the first year on new and unused special rate assets, such as integral features of a building (electrical, lighting, heating and air-conditioning systems, lifts) and long-life assets. The rest goes into the special rate pool.</li>
</ul>
<p>Neither applies to cars, second-hand assets or, generally, assets bought to lease out. When you later sell an asset on which full expensing was claimed, the sale proceeds are taxed as a <strong>balancing charge</strong> in the year of sale (half the proceeds for an asset that had the special rate allowance).</p>
<p>Because there is no limit, full expensing matters most to companies spending more than the AIA. Below that, many companies use the AIA first for special rate spending (where it gives 100% rather than 50%) and for second-hand items, and full expensing for new main rate assets.</p>
<h2>The new main rate first-year allowance</h2>
<p>For spending on or after 1 January 2026, a <strong>40%</strong> first-year allowance is available on new main rate plant and machinery, including assets bought to lease out in the UK. It excludes cars, second-hand assets and assets leased overseas. It is aimed mainly at leasing businesses and at unincorporated businesses that cannot use full expensing, but a company leasing equipment to others may also find it useful once its AIA is used.</p>
<h2>Pools and writing-down allowances</h2>
<p>Spending that does not get a 100% allowance goes into a pool and is relieved a little each year on the reducing balance:</p>
<table>
<thead>
<tr>
<th>Pool</th>
<th>Writing-down allowance a year</th>
</tr>
</thead>
<tbody><tr>
<td>Main pool</td>
<td>14% from 1 April 2026 (18% before)</td>
</tr>
<tr>
<td>Special rate pool</td>
<td>6%</td>
</tr>
</tbody></table>
<p>For an accounting period that straddles 1 April 2026, the main pool rate is a hybrid, time-apportioned between the old and new rates. When an asset is sold, its sale price (capped at cost) comes out of the pool; if the business ceases, any remaining balance becomes a balancing allowance or charge.</p>
<h2>Cars</h2>
<p>Cars never qualify for the AIA or full expensing. What a company can claim depends on the car&#39;s CO2 emissions:</p>
<ul>
<li><strong>New and unused, zero emissions</strong>: a 100% first-year allowance, for spending up to 31 March 2027;</li>
<li><strong>Emissions of 50g/km or less</strong> (and second-hand electric cars): the main pool, at 14% a year;</li>
<li><strong>Emissions over 50g/km</strong>: the special rate pool, at 6% a year.</li>
</ul>
<p>Vans and lorries are not cars, so a new van can be fully expensed or covered by the AIA. Remember the other side of a company car: the driver pays tax on a benefit in kind and the company pays Class 1A National Insurance on it.</p>
<h2>Structures and buildings allowance</h2>
<p>Plant and machinery allowances do not cover the building itself. For the cost of constructing, renovating or converting <strong>non-residential</strong> buildings and structures, where the construction contract was signed on or after 29 October 2018, a company can claim the <strong>structures and buildings allowance</strong>: 3% of the qualifying cost each year on a straight-line basis. Land and dwellings are excluded, and you need an allowance statement from whoever first brought the building into use. The allowances claimed are added to the sale proceeds when working out the gain on a later sale.</p>
<h2>Worked example</h2>
<p>Harbour Joinery Ltd&#39;s accounting year runs to the end of March 2027. In that year it buys:</p>
<ul>
<li>a new CNC machine for £350,000 (main rate, new);</li>
<li>a second-hand van for £24,000;</li>
<li>new heating and lighting in its workshop for £60,000 (special rate);</li>
<li>a new car with emissions of 95g/km for £40,000.</li>
</ul>
<p>The company claims full expensing on the CNC machine (£350,000), the AIA on the van and the heating and lighting (£84,000, well within the limit), and puts the car in the special rate pool, claiming £40,000 × 6% = £2,400. Total allowances for the year: £436,400.</p>
<h2>Making the claim</h2>
<p>Capital allowances are claimed on the Company Tax Return, and you can choose to claim less than the maximum if, for example, the company&#39;s profits are already low. Timing a purchase just before rather than just after the year end brings the relief forward by a year. Our <a href="/accounting/accounts-tax">accounts and tax team</a> can work out the best mix of allowances when we prepare your <a href="/knowledge/article/corporation-tax-rates-and-marginal-relief">corporation tax</a> return, and our <a href="/accounting/tax-planning">tax planning team</a> can help you plan larger investments.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-allowances/annual-investment-allowance">GOV.UK: Claim capital allowances – Annual Investment Allowance</a></li>
<li><a href="https://www.gov.uk/capital-allowances/first-year-allowances">GOV.UK: Claim capital allowances – first-year allowances</a></li>
<li><a href="https://www.gov.uk/government/publications/new-first-year-allowance-and-main-rate-of-writing-down-allowances/capital-allowances-new-first-year-allowance-and-reducing-main-rate-writing-down-allowances">GOV.UK: Capital allowances – new first-year allowance and reducing main rate writing-down allowances</a></li>
<li><a href="https://www.gov.uk/work-out-capital-allowances/rates-and-pools">GOV.UK: Work out your capital allowances – rates and pools</a></li>
<li><a href="https://www.gov.uk/guidance/claiming-capital-allowances-for-structures-and-buildings">GOV.UK: Claiming capital allowances for structures and buildings</a></li>
<li><a href="https://www.gov.uk/capital-allowances/business-cars">GOV.UK: Claim capital allowances – business cars</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['capital allowances', 'full expensing', 'annual investment allowance', 'company cars', 'corporation tax']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/capital-allowances-full-expensing-and-aia.svg',
  'Most companies can deduct the full cost of equipment in the year they buy it, through the £1 million Annual Investment Allowance or, for new main rate assets, full expensing with no limit. Cars are different: only new zero-emission cars get an immediate 100% deduction.',
  true,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz
)
on conflict do nothing;

-- capital-gains-tax-when-a-landlord-sells
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '0a7ba49c-5d0d-5031-b58c-1abfe01c97e0',
  'Capital gains tax when a landlord sells a rental property',
  'capital-gains-tax-when-a-landlord-sells',
  'How capital gains tax works when you sell a buy-to-let: the rates, the annual exempt amount, the 60-day UK property return, private residence relief, lettings relief and the costs you can deduct.',
  $kb$<p>Selling a buy-to-let is often the biggest single tax event in a landlord&#39;s life. The rent has been taxed year by year; the growth in the property&#39;s value is taxed once, when you sell or give it away, through capital gains tax (CGT). This guide covers individual landlords selling UK residential property in 2026/27. Companies pay corporation tax on their gains instead.</p>
<h2>How much tax: rates and the annual exempt amount</h2>
<p>Your gain is broadly the sale price less what the property cost you and the allowable costs below. From that you deduct any reliefs, any capital losses, and the <strong>annual exempt amount of £3,000</strong>, which each person has every tax year.</p>
<p>What is left is taxed at:</p>
<ul>
<li><strong>18%</strong> on the part that fits within your unused basic rate band, and</li>
<li><strong>24%</strong> on the rest.</li>
</ul>
<p>Since 30 October 2024 residential property and other assets are taxed at the same rates. The band is shared with your income: the gain is added on top of your taxable income, so a large gain usually pushes most of it into the higher rate even for a basic-rate taxpayer. The same CGT rates apply across the UK, including Scotland, and the band used is the UK basic rate band of £37,700.</p>
<p>Jointly owned property is split between the owners, so a couple each has their own annual exempt amount and their own basic rate band to set against their share.</p>
<h2>What you can deduct</h2>
<p>Allowable costs are capital costs, not the running costs you have already claimed against rent:</p>
<ul>
<li>the purchase price, or the market value if you inherited or were given the property;</li>
<li>stamp duty land tax, legal fees and survey costs on the purchase;</li>
<li>improvements that are still reflected in the property when you sell, such as an extension, a loft conversion or a new kitchen where there was none;</li>
<li>estate agent&#39;s and solicitor&#39;s fees on the sale.</li>
</ul>
<p>Repairs, decorating, mortgage interest and letting fees are not allowable against the gain. Replacing a worn kitchen like for like is a repair; adding one that improves the property can be capital. Keep the invoices: HMRC can ask for evidence long after the work was done.</p>
<h2>The 60-day UK property return</h2>
<p>If you are UK resident and sell UK residential property with CGT to pay, you must <strong>report the gain and pay the tax within 60 days of completion</strong> using HMRC&#39;s online Capital Gains Tax on UK property service. This applies even if you already file Self Assessment returns.</p>
<p>Points that catch people out:</p>
<ul>
<li>The 60 days run from <strong>completion</strong>, but the tax year the gain falls in is fixed by the date contracts were <strong>exchanged</strong>.</li>
<li>You work out the tax on your best estimate of your income for the year, then correct it in your Self Assessment return, which must still show the sale.</li>
<li>No return is needed if there is no tax to pay, for example because the gain is covered by reliefs, losses or the annual exempt amount, or you made a loss.</li>
<li>Non-UK residents must report every disposal of UK land and property within the same period, even with no tax to pay.</li>
</ul>
<p>Late returns attract penalties, and late payment interest runs from the day after the deadline. Start the calculation when you agree the sale, not after completion.</p>
<h2>If it was once your home: private residence relief</h2>
<p>If you lived in the property as your main home at some point, <strong>private residence relief</strong> takes part of the gain out of tax. You get relief for:</p>
<ul>
<li>the time you lived there as your main home; and</li>
<li>the <strong>last 9 months</strong> you owned it, even if you had moved out.</li>
</ul>
<p>The relief is the same share of the gain as those periods are of your whole ownership. Longer final periods apply to some disabled people and those going into long-term care.</p>
<h3>Lettings relief is now narrow</h3>
<p>Since April 2020, <strong>lettings relief</strong> is only available if you lived in the property at the same time as your tenants, for example letting part of your home. It is the lowest of:</p>
<ul>
<li>£40,000;</li>
<li>the private residence relief you get; and</li>
<li>the gain made from letting.</li>
</ul>
<p>A lodger who shares your living space does not count as a letting at all. If you moved out and let the whole property, lettings relief does not help.</p>
<h2>Worked example</h2>
<p>Grace bought a flat in 2012 for £180,000, paying £3,000 in stamp duty and legal fees. She lived in it for 3 years, then let it for 11 years, and sold it in 2026/27 for £320,000, paying £5,000 in selling fees. She added an extension costing £22,000. Her salary is £40,000.</p>
<ul>
<li>Gain before reliefs: £320,000 − £180,000 − £3,000 − £22,000 − £5,000 = <strong>£110,000</strong></li>
<li>Private residence relief: she owned the flat for 14 years (168 months) and qualifies for 36 months of occupation plus the final 9, 45 months in all. Relief: £110,000 × 45/168 = £29,464</li>
<li>Chargeable gain: £80,536. No lettings relief, because she never lived there with tenants.</li>
<li>Less the annual exempt amount of £3,000: taxable gain <strong>£77,536</strong></li>
<li>Her taxable income is £27,430, so £10,270 of her basic rate band is unused: £10,270 × 18% = £1,849</li>
<li>The remaining £67,266 × 24% = £16,144</li>
<li><strong>CGT: £17,993</strong>, reported and paid within 60 days of completion.</li>
</ul>
<p>If Grace had owned the flat jointly with her husband, each would have had an annual exempt amount and their own basic rate band, which would usually reduce the total.</p>
<h2>Planning before you sell</h2>
<ul>
<li><strong>Gather the purchase and improvement paperwork</strong> early; missing invoices mean a bigger gain.</li>
<li><strong>Think about timing.</strong> A sale in a year when your income is lower leaves more of the basic rate band for the gain.</li>
<li><strong>Transfers between spouses and civil partners</strong> living together are on a no gain, no loss basis, which can let a couple use two allowances and two bands. The transfer must be genuine and needs the lender&#39;s consent.</li>
<li><strong>Use capital losses</strong> from other assets; report them to HMRC so they can be carried forward.</li>
<li><strong>Gifts count as sales.</strong> Giving a property to a child is a disposal at market value, with the same 60-day reporting.</li>
</ul>
<p>If you are planning to sell, our <a href="/accounting/landlords">landlord accounting team</a> will work out the gain, file the UK property return on time and fold it into your <a href="/accounting/self-assessment">Self Assessment</a>. For the rules on letting a former holiday home, see <a href="/knowledge/article/furnished-holiday-lets-after-abolition">furnished holiday lets after abolition</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-gains-tax/allowances">GOV.UK: Capital Gains Tax – allowances</a></li>
<li><a href="https://www.gov.uk/capital-gains-tax/rates">GOV.UK: Capital Gains Tax – what you pay it on, rates and allowances</a></li>
<li><a href="https://www.gov.uk/tax-sell-home/let-out-part-of-home">GOV.UK: Tax when you sell your home – if you let out your home</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/tax-sell-property">GOV.UK: Tax when you sell property</a></li>
<li><a href="https://www.gov.uk/report-and-pay-your-capital-gains-tax/if-you-sold-a-property-in-the-uk-on-or-after-6-april-2020">GOV.UK: Report and pay your Capital Gains Tax – if you sold a property in the UK</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['capital gains tax', 'landlords', 'selling property', 'private residence relief', '60-day return']::text[],
  'Adaeze Okonkwo',
  null,
  6,
  '/images/knowledge/capital-gains-tax-when-a-landlord-sells.svg',
  'Gains on a rental property are taxed at 18% or 24% after the £3,000 annual exempt amount. If tax is due, a UK resident must report the sale and pay within 60 days of completion, not just on the next tax return.',
  true,
  '2026-11-26T01:00:00Z'::timestamptz,
  '2026-11-26T01:00:00Z'::timestamptz,
  '2026-11-26T01:00:00Z'::timestamptz
)
on conflict do nothing;

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

-- charity-vat-reliefs
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'c9e0e7dc-d5fa-5ab0-a161-a7c26f655711',
  'VAT for charities and churches: reliefs, registration and recovering VAT',
  'charity-vat-reliefs',
  'How VAT works for charities: business and non-business activities, when to register, zero-rated advertising and buildings, reduced-rate fuel and power, and partial exemption.',
  $kb$<p>Many trustees assume that charitable status means VAT does not apply. It does. Charities pay VAT on most of what they buy, may have to charge it on what they sell, and can only reclaim it in limited circumstances. There are, though, specific reliefs that can save real money if the paperwork is in place. These rules apply across the UK.</p>
<h2>Business and non-business activities</h2>
<p>VAT only applies to <strong>business</strong> activities, meaning supplies of goods or services made for a charge. For a charity, the first job is to sort its income into:</p>
<ul>
<li><strong>Non-business income</strong>, outside the scope of VAT: donations and legacies where the donor gets nothing in return, most grants, and activities provided free, such as free advice, worship or free day care.</li>
<li><strong>Business income</strong>, which is one of:<ul>
<li><strong>taxable</strong> at the standard rate (20%), the reduced rate (5%) or the zero rate: for example café and shop sales, admission charges in many cases, and sales of donated goods, which are zero-rated;</li>
<li><strong>exempt</strong>: for example many welfare and education services, certain one-off fundraising events, and most lettings of land and buildings, such as room hire, unless the charity has opted to tax.</li>
</ul>
</li>
</ul>
<p>The split matters twice: it decides whether you must register, and how much VAT on costs you can reclaim.</p>
<h2>When a charity must register</h2>
<p>A charity must register for VAT when its <strong>taxable</strong> business income (standard, reduced and zero-rated, but not exempt or non-business income) goes over <strong>£90,000</strong> in any rolling 12 months, or is expected to in the next 30 days alone. Donations and grants do not count towards the threshold.</p>
<p>A charity below the threshold can register voluntarily. That can be worthwhile if it makes mainly zero-rated sales, such as a charity shop selling donated goods, because it can then reclaim VAT on the related costs. Our article on the <a href="/knowledge/article/vat-registration-threshold">VAT registration threshold</a> explains the tests in detail.</p>
<h2>Reliefs on what charities buy</h2>
<p>A charity pays VAT at the zero rate or reduced rate on certain purchases, <strong>whether or not it is VAT-registered</strong>. The supplier needs evidence of charitable status and usually a signed eligibility declaration or certificate from the charity.</p>
<h3>Advertising (zero rate)</h3>
<p>Advertising by a charity in media aimed at the public, such as newspapers, posters, television, radio, cinema and other organisations&#39; websites, is zero-rated, along with the design and production of the advertisement. The relief does not cover advertising in the charity&#39;s own publications or on its own website, or material aimed at selected individuals, such as personally addressed mail.</p>
<h3>Goods for collecting donations (zero rate)</h3>
<p>Collecting boxes and envelopes, lapel stickers and similar tokens given to donors, and certain printed appeal letters qualify for the zero rate under an HMRC concession.</p>
<h3>Other zero-rated goods</h3>
<p>Several other items can be zero-rated when bought by charities, including certain medical and scientific equipment and goods for disabled people. Each relief has conditions, so check before asking a supplier to zero-rate.</p>
<h3>Fuel and power (reduced rate)</h3>
<p>Gas, electricity, oil and solid fuel are charged at the <strong>5% reduced rate</strong> when used for:</p>
<ul>
<li>the charity&#39;s <strong>non-business</strong> activities;</li>
<li>residential accommodation, such as a care home or children&#39;s home;</li>
<li>small-scale use below set monthly quantities, whoever the customer is.</li>
</ul>
<p>If at least <strong>60%</strong> of the supply is for a qualifying use, the whole supply is reduced-rated. Below that, the supplier charges 5% on the qualifying share and 20% on the rest. Vehicle fuel does not qualify.</p>
<p><em>Example:</em> A church building is used for worship and free community activities 70% of the time and let for paid events the rest. As 70% is above 60%, with a certificate in place all of its energy is charged at 5%. If the qualifying use were 40%, only that share would be reduced-rated.</p>
<h3>New buildings for a relevant charitable purpose (zero rate)</h3>
<p>Construction of a <strong>new</strong> building intended for use <strong>solely for a relevant charitable purpose</strong> is zero-rated. That means use by a charity for non-business activities, or as a village hall or similar building providing social or recreational facilities for the local community. The charity must give the builder a certificate in HMRC&#39;s prescribed form before the work is supplied.</p>
<p>Two cautions: repairs, alterations and extensions to existing buildings are generally standard-rated, and if the building is put to a non-qualifying use within ten years of completion, VAT may become payable on the change.</p>
<h2>Recovering VAT: partial exemption basics</h2>
<p>A registered charity can reclaim VAT on costs only to the extent that they relate to its <strong>taxable</strong> business activities. So:</p>
<ol>
<li><strong>Non-business first.</strong> VAT on costs used for non-business activities cannot be reclaimed. Where costs are shared (heating, rent, administration), the charity apportions them by a fair and reasonable method.</li>
<li><strong>Then exempt activities.</strong> VAT on costs used for exempt business activities is normally not reclaimable either, and shared costs must be apportioned again, usually under the partial exemption <strong>standard method</strong> based on income.</li>
<li><strong>The de minimis limit.</strong> If the VAT attributable to exempt activities is no more than <strong>£625 a month</strong> on average <strong>and</strong> no more than <strong>50%</strong> of all VAT on costs, it can all be reclaimed. Simplified versions of this test also exist.</li>
</ol>
<p>Partial exemption is worked out each VAT period and then adjusted annually. Getting the methods right, and agreeing a special method with HMRC where the standard one gives a distorted result, is where the larger sums are won or lost.</p>
<h2>Practical steps</h2>
<ul>
<li>Map your income streams to business, non-business, taxable and exempt.</li>
<li>Monitor taxable income each month against the £90,000 threshold.</li>
<li>Keep signed eligibility declarations and certificates on file for every relief you claim.</li>
<li>Claim <a href="/knowledge/article/gift-aid-for-charities-and-churches">Gift Aid</a> on donations: it is separate from VAT and unaffected by it.</li>
</ul>
<p>If you would like us to review your charity&#39;s VAT position, our <a href="/accounting/churches">churches and charities team</a> works alongside our <a href="/accounting/vat">VAT specialists</a> to make sure you pay no more VAT than you have to.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/vat-charities/what-qualifies-for-relief">GOV.UK: VAT for charities – what qualifies for VAT relief</a></li>
<li><a href="https://www.gov.uk/guidance/partial-exemption-vat-notice-706">GOV.UK: Partial exemption (VAT Notice 706)</a></li>
<li><a href="https://www.gov.uk/vat-rates">GOV.UK: VAT rates</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
<li><a href="https://www.gov.uk/vat-charities">GOV.UK: VAT for charities</a></li>
<li><a href="https://www.gov.uk/guidance/vat-charities-notice-7011">GOV.UK: VAT Notice 701/1 – charities</a></li>
<li><a href="https://www.gov.uk/guidance/charity-advertising-and-goods-connected-with-collecting-donations-notice-70158">GOV.UK: VAT Notice 701/58 – charity advertising and goods connected with collecting donations</a></li>
<li><a href="https://www.gov.uk/guidance/buildings-and-construction-vat-notice-708">GOV.UK: VAT Notice 708 – buildings and construction</a></li>
</ul>$kb$,
  'c27a4a26-4b11-5e57-82f0-bd1631e306f4',
  array['vat', 'charities', 'churches', 'zero rating', 'partial exemption']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/charity-vat-reliefs.svg',
  'Charities are not exempt from VAT. Donations and free activities are outside VAT, so VAT on their costs cannot be reclaimed, but some purchases qualify for the zero rate or the 5% reduced rate. A charity must register once its taxable business income passes £90,000 in any 12 months.',
  true,
  '2026-11-26T01:50:00Z'::timestamptz,
  '2026-11-26T01:50:00Z'::timestamptz,
  '2026-11-26T01:50:00Z'::timestamptz
)
on conflict do nothing;

-- closing-a-limited-company
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'e4066153-2e64-5907-bff5-09344b5d3716',
  'Closing a limited company: striking off or members'' voluntary liquidation?',
  'closing-a-limited-company',
  'How to close a solvent limited company: striking off with form DS01 or a members'' voluntary liquidation, how the money is taxed, Business Asset Disposal Relief and the phoenix rule.',
  $kb$<p>When a company has done its job, whether a contract has ended, you are retiring or you are moving on to something else, leaving it dormant costs money each year in accounts and filings. Closing it properly means choosing the right route, getting the money out in the most tax-efficient way, and tying up the loose ends with HMRC and Companies House. This guide is about <strong>solvent</strong> companies; a company that cannot pay its debts needs a licensed insolvency practitioner and a creditors&#39; voluntary liquidation.</p>
<h2>Route 1: striking off with form DS01</h2>
<p>The directors can apply to Companies House to have the company struck off the register and dissolved, using form DS01 online or on paper. It is quick and cheap, with no insolvency practitioner involved. You can apply only if, in the last three months, the company has not:</p>
<ul>
<li>traded or sold off stock (selling its own equipment to wind down is allowed);</li>
<li>changed its name;</li>
<li>been threatened with liquidation or entered into an arrangement with its creditors.</li>
</ul>
<p>Within seven days of applying you must send a copy of the application to everyone with an interest: shareholders, creditors, employees, pension trustees and any director who did not sign. Companies House then publishes a notice in the <em>Gazette</em> (London, Edinburgh or Belfast) and, if nobody objects, dissolves the company at the end of the notice period. HMRC often objects if returns or tax are outstanding, so settle everything first.</p>
<p>Anything the company still owns when it is dissolved, including cash in the bank, passes to the Crown. Distribute everything before it is dissolved.</p>
<h3>How money taken out before strike-off is taxed</h3>
<p>Normally, anything a company pays its shareholders is a dividend. For a company being struck off there is a special rule: distributions made in anticipation of the strike-off are treated as <strong>capital</strong>, taxed as a gain rather than as income, as long as their total is no more than <strong>£25,000</strong>.</p>
<p>This is a cliff edge, not an allowance. If the total goes over £25,000, by even a pound, <strong>all</strong> of it is taxed as dividends, at up to 35.75% in the higher rate band. The limit is for the company as a whole, not for each shareholder. The company must also intend to collect what it is owed and pay its debts; if it has not been dissolved within two years of a distribution, or has not paid its debts, the capital treatment is withdrawn.</p>
<h2>Route 2: members&#39; voluntary liquidation (MVL)</h2>
<p>In an MVL, the directors swear a <strong>declaration of solvency</strong> that the company can pay its debts in full, with interest, within 12 months, and the shareholders appoint a licensed insolvency practitioner as liquidator. The liquidator sells the assets, pays the creditors, distributes what is left to the shareholders, and finally has the company dissolved.</p>
<p>An MVL costs more than a strike-off because of the liquidator&#39;s fees, but it has a decisive advantage: <strong>every</strong> distribution in the liquidation is capital, whatever the amount. For a company with more than £25,000 to distribute, that usually outweighs the cost.</p>
<h2>Business Asset Disposal Relief</h2>
<p>A capital distribution is a disposal of your shares for Capital Gains Tax. If the conditions are met, <strong>Business Asset Disposal Relief (BADR)</strong> reduces the rate on the gain to:</p>
<ul>
<li><strong>18%</strong> for distributions received on or after 6 April 2026;</li>
<li>14% for those received in the 2025/26 tax year.</li>
</ul>
<p>BADR is subject to a <strong>lifetime limit of £1 million</strong> of gains. Broadly, throughout the two years up to the date the company stopped trading you must have been an officer or employee of it, it must have been a trading company, and it must have been your &quot;personal company&quot; (a qualifying holding of its shares, votes and economic rights). Where the company has ceased to trade, the distribution must be received within three years of the cessation. Gains that do not qualify are taxed at the normal Capital Gains Tax rates.</p>
<h3>Worked example</h3>
<p>Laila&#39;s consultancy company has stopped trading and has £120,000 left after paying its debts. She owns all the shares, which cost her £100.</p>
<ul>
<li><strong>Strike-off</strong>: the distribution is well over £25,000, so the whole amount is a dividend, much of it taxed at 35.75%.</li>
<li><strong>MVL</strong>: after, say, £4,000 of liquidator&#39;s fees she receives £116,000. Her gain of £115,900 is taxed at 18% if she qualifies for BADR: about £20,862 before her annual exempt amount.</li>
</ul>
<p>With a balance of £20,000 instead, a strike-off would be the obvious choice.</p>
<h2>The anti-phoenix rule</h2>
<p>A targeted anti-avoidance rule stops people repeatedly winding up companies to turn income into capital, then carrying on the same business through a new one (&quot;phoenixism&quot;). A distribution in a winding up is taxed as a <strong>dividend</strong> instead of capital if all four conditions are met:</p>
<ol>
<li>you had at least a 5% interest in the company;</li>
<li>it was a close company at some point in the two years before the winding up;</li>
<li>within two years after the distribution, you carry on, or are involved with, the same or a similar trade or activity, whether as a sole trader, partner, through another company or through someone connected to you;</li>
<li>it is reasonable to assume that a main purpose of the winding up was to avoid or reduce income tax.</li>
</ol>
<p>There is no clearance procedure, so you must decide for yourself whether it applies and be able to defend that view. Retiring, or genuinely changing to a different line of work, is outside it; closing one contracting company and opening another for the same kind of work needs careful thought. The separate transactions in securities rules can also treat a winding up as income.</p>
<h2>Final accounts, returns and loose ends</h2>
<p>Whichever route you choose:</p>
<ul>
<li><strong>Final accounts and Company Tax Return</strong>: prepare accounts to the date trading stopped and file the final corporation tax return, paying any tax due. Starting a winding up also ends an accounting period.</li>
<li><strong>Director&#39;s loan account</strong>: clear an overdrawn <a href="/knowledge/article/directors-loan-accounts">director&#39;s loan account</a> before closing. A loan simply written off is usually taxed on you as income, so agree with us how any balance will be dealt with.</li>
<li><strong>Payroll</strong>: send the final payroll submission and close the PAYE scheme.</li>
<li><strong>VAT</strong>: cancel the registration when you stop making taxable supplies, and file the final return.</li>
<li><strong>Records</strong>: keep the company&#39;s books and records after dissolution in case HMRC or a creditor asks for them.</li>
<li><strong>Other</strong>: close the bank account once the final distributions are made, cancel direct debits, and tell your insurers and landlord.</li>
</ul>
<p>Our <a href="/accounting/restructuring">restructuring team</a> can help you choose between strike-off and liquidation, check your BADR position and the anti-phoenix rule, and prepare the <a href="/knowledge/article/company-year-end-deadlines">final accounts and returns</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/business-asset-disposal-relief">GOV.UK: Business Asset Disposal Relief</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2010/4/section/1030A">legislation.gov.uk: Corporation Tax Act 2010, section 1030A</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm36305">GOV.UK: HMRC Company Taxation Manual CTM36305 – company winding up targeted anti-avoidance rule</a></li>
<li><a href="https://www.gov.uk/tax-on-dividends">GOV.UK: Tax on dividends</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['closing a company', 'strike off', 'members voluntary liquidation', 'business asset disposal relief', 'capital gains tax']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/closing-a-limited-company.svg',
  'A solvent company can be struck off cheaply, but only £25,000 of distributions can then be taxed as capital. Above that, a members'' voluntary liquidation lets the whole amount be taxed as a capital gain, at 18% where Business Asset Disposal Relief applies, unless the anti-phoenix rule bites.',
  true,
  '2026-11-26T02:20:00Z'::timestamptz,
  '2026-11-26T02:20:00Z'::timestamptz,
  '2026-11-26T02:20:00Z'::timestamptz
)
on conflict do nothing;

-- commercial-leases-key-terms
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '2910176e-bb8e-51ea-8849-037d0a09e1b5',
  'Commercial leases: the key terms to agree before you sign',
  'commercial-leases-key-terms',
  'Heads of terms, term and breaks, rent review, repair and schedules of condition, service charges, alienation, use, VAT on rent and SDLT on a new business lease in England and Wales.',
  $kb$<p>A commercial lease can tie a business to premises, and to a rent, for years. Most of the problems we see at the end of a lease were fixed at the start, when the tenant signed terms it had not fully understood. This guide walks through the points to settle before the lawyers start drafting, for leases of shops, offices and industrial units in England and Wales.</p>
<h2>Heads of terms and the RICS Code</h2>
<p>Heads of terms are the short, &quot;subject to contract&quot; summary of the deal that the agents agree before a draft lease is prepared. They are not binding, but they set the framework: anything left out is much harder to win back later.</p>
<p>The RICS professional standard, <em>Code for leasing business premises</em> (England and Wales), requires RICS-regulated landlords and agents to put the agreed terms in writing and to cover a list of specified points, and to recommend that an unrepresented party takes professional advice. Even if your landlord&#39;s agent is not bound by it, the Code&#39;s checklist is a good test of whether your heads of terms are complete.</p>
<h2>Term, breaks and security of tenure</h2>
<ul>
<li><strong>Term</strong>: how many years the lease runs. A lease granted for more than seven years must be registered at HM Land Registry.</li>
<li><strong>Break clauses</strong>: a right for one or both parties to end the lease early on a set date or dates. Courts apply break conditions strictly, so a tenant&#39;s break should depend on as little as possible, ideally only on giving notice and having paid the main rent. Conditions such as &quot;full compliance with the tenant&#39;s covenants&quot; or &quot;vacant possession&quot; have cost tenants their break.</li>
<li><strong>Security of tenure</strong>: unless the parties contract out before the lease is granted, most business tenants have a statutory right to renew at the end of the term. Our guide to <a href="/knowledge/article/lease-renewals-landlord-and-tenant-act-1954">lease renewals under the Landlord and Tenant Act 1954</a> explains how that works.</li>
</ul>
<h2>Rent and rent review</h2>
<p>Agree the starting rent, any rent-free period and when rent is paid (usually quarterly in advance). For a longer lease, agree how the rent will be reviewed:</p>
<ul>
<li><strong>Open market review</strong>: the rent is reset to what a hypothetical tenant would pay, on assumptions the lease sets out.</li>
<li><strong>Index-linked review</strong>: the rent moves with an inflation index, often with a cap and sometimes a floor (collar).</li>
<li><strong>Fixed increases</strong>: stepped rises agreed at the outset.</li>
</ul>
<p>Many existing leases say a review can only increase the rent. The English Devolution and Community Empowerment Act 2026 contains a ban on upwards-only rent reviews in new business leases in England and Wales, contracted-out leases included, but it is not yet in force: regulations will set the start date, expected in 2027. An option or agreement for a renewal lease made since mid-March 2026 is already caught. Take advice on any lease or renewal you are agreeing now.</p>
<h2>Repair and schedules of condition</h2>
<p>In a &quot;full repairing&quot; lease the tenant must keep the premises in repair, and that can mean putting them into better condition than they were in at the start. Before you agree:</p>
<ul>
<li>have a surveyor inspect the premises;</li>
<li>if they are not in good condition, limit your obligation by reference to a <strong>schedule of condition</strong>: a photographic record, annexed to the lease, of the state of the premises at the start;</li>
<li>for part of a building, check who repairs the structure, roof and common parts, and how that cost comes back to you through the service charge.</li>
</ul>
<p>At the end of the lease, the landlord&#39;s claim for &quot;dilapidations&quot; is measured against these obligations.</p>
<h2>Service charge and insurance</h2>
<p>Where the landlord repairs and runs the building, tenants pay their share through a service charge. Check what is included (improvements and replacement of plant are common disputes), how your share is worked out, and whether you can see a budget and the previous accounts. A cap on the service charge for a small tenant, or a schedule of exclusions, is worth asking for. The landlord usually insures the building and recovers the premium from the tenants.</p>
<h2>Alienation: assigning and subletting</h2>
<p>&quot;Alienation&quot; covers your right to assign (transfer) the lease, sublet or share occupation. If your business may move, grow or be sold, you need the flexibility to pass the lease on. Most leases allow assignment with the landlord&#39;s consent, &quot;not to be unreasonably withheld&quot;, and the Landlord and Tenant Act 1988 then requires the landlord to decide within a reasonable time. Expect the landlord to ask for an authorised guarantee agreement, under which you guarantee the buyer of your lease.</p>
<h2>Use and planning</h2>
<p>The permitted use clause limits what you can do in the premises, and a narrow clause can also depress the rent on review. Planning permission is separate: in England most retail, office, café and light industrial uses fall within Use Class E, and you can usually move between them without planning permission unless a planning condition restricts it; Wales has kept the older use classes. Check both before you sign.</p>
<h2>VAT on rent: the option to tax</h2>
<p>Rent on commercial property is exempt from VAT unless the landlord has <strong>opted to tax</strong> the building, in which case VAT is charged at 20% on the rent and the service charge. The option cannot apply to dwellings. A VAT-registered tenant making taxable supplies can reclaim the VAT. A tenant that cannot, such as a charity, a financial services firm or a medical practice, bears it as a real cost, so ask whether the building is opted before you agree the rent.</p>
<h2>SDLT on a new lease</h2>
<p>SDLT on the grant of a new non-residential lease has two parts, added together:</p>
<ol>
<li><strong>The premium</strong>, if any, at the non-residential rates: 0% up to £150,000, 2% up to £250,000 and 5% above.</li>
<li><strong>The rent</strong>, based on its net present value (NPV) over the term: nothing up to £150,000, 1% on the NPV above that up to £5 million, and 2% above.</li>
</ol>
<p><strong>Example:</strong> a ten-year lease of a warehouse with no premium, where HMRC&#39;s calculator gives an NPV of rent of £400,000. The tax is 1% of £250,000 (the NPV above £150,000), so £2,500. The return and payment are due within 14 days. VAT on the rent counts towards the NPV, which is another reason to know whether the landlord has opted to tax. See our <a href="/knowledge/article/stamp-duty-land-tax-explained">Stamp Duty Land Tax guide</a> for the wider rules.</p>
<h2>Before you sign</h2>
<ul>
<li>Get the heads of terms right, and check them against the RICS checklist.</li>
<li>Have a surveyor look at the building and, where needed, prepare a schedule of condition.</li>
<li>Work out the total cost: rent, service charge, insurance, business rates, VAT and SDLT.</li>
</ul>
<p>Our <a href="/legal/commercial-property">commercial property team</a> acts for landlords and tenants on new leases, with advice on the VAT and tax alongside the law.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/stamp-duty-land-tax/nonresidential-and-mixed-use-rates">GOV.UK: Stamp Duty Land Tax – non-residential and mixed use land and property rates</a></li>
<li><a href="https://www.gov.uk/vat-rates">GOV.UK: VAT rates</a></li>
<li><a href="https://www.gov.uk/guidance/opting-to-tax-land-and-buildings-notice-742a">GOV.UK: Opting to tax land and buildings (VAT Notice 742A)</a></li>
<li><a href="https://www.gov.uk/stamp-duty-land-tax-leasehold-purchases">GOV.UK: Stamp Duty Land Tax – leasehold purchases</a></li>
</ul>$kb$,
  'dfa7efaf-bfed-5571-b2b9-81341c496ec6',
  array['commercial lease', 'heads of terms', 'rent review', 'break clause', 'service charge', 'option to tax']::text[],
  'Yasmin Rahman',
  null,
  6,
  '/images/knowledge/commercial-leases-key-terms.svg',
  'A business lease is a long-term contract that is hard to change once signed. Agree the important points in heads of terms first: length and breaks, rent and reviews, repair, service charge, rights to assign or sublet, permitted use, VAT and the SDLT on any premium and rent.',
  true,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz
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
<li><strong>Identity verification:</strong> under the Economic Crime and Corporate Transparency Act 2023, every director and person with significant control must have their identity verified with Companies House, a requirement since 18 November 2025. A new director verifies before the company notifies Companies House of the appointment, and a new person with significant control gives Companies House their personal code when they are registered or within 14 days. The 12-month transition for people already in post on that date, who verified by their company&#39;s first confirmation statement after it, is over: every confirmation statement confirms that each director&#39;s identity is verified, and it is an offence to act as a director whose identity is not.</li>
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
<p>Facts as at 27 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/verifying-your-identity-for-companies-house">GOV.UK: Verifying your identity for Companies House</a></li>
<li><a href="https://www.legislation.gov.uk/uksi/2008/497/regulation/3">legislation.gov.uk: Companies (Late Filing Penalties) Regulations 2008, regulation 3</a></li>
<li><a href="https://www.gov.uk/annual-accounts/penalties-for-late-filing">GOV.UK: Prepare annual accounts for a private limited company – penalties for late filing</a></li>
<li><a href="https://www.gov.uk/government/publications/corporation-tax-increases-to-late-filing-penalties/increases-to-corporation-tax-late-filing-penalties">GOV.UK: Increases to Corporation Tax late filing penalties</a></li>
<li><a href="https://www.gov.uk/company-tax-returns/penalties-for-late-filing">GOV.UK: Company Tax Returns – penalties for late filing</a></li>
<li><a href="https://www.gov.uk/employer-reporting-expenses-benefits">GOV.UK: Expenses and benefits for employers</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2023/56/contents">legislation.gov.uk: Economic Crime and Corporate Transparency Act 2023</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['deadlines', 'annual accounts', 'corporation tax', 'companies house', 'penalties']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/company-year-end-deadlines.svg',
  'Accounts are due at Companies House 9 months after the year end, corporation tax is payable 9 months and 1 day after it, and the CT600 return is due 12 months after it. For a 31 March 2026 year end that means 31 December 2026, 1 January 2027 and 31 March 2027.',
  true,
  '2025-05-06T13:00:00Z'::timestamptz,
  '2025-05-06T13:00:00Z'::timestamptz,
  '2026-11-27T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- contractors-allowable-expenses
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '1c23697f-36e3-5967-a47c-65fec42873d4',
  'Allowable expenses for limited company contractors',
  'contractors-allowable-expenses',
  'What a contractor''s limited company can pay or claim: travel to temporary workplaces and the 24-month rule, mileage, subsistence, working from home, pensions, equipment, and what changes inside IR35.',
  $kb$<p>When you contract through your own limited company, expenses work in two layers. The <strong>company</strong> gets corporation tax relief on costs incurred wholly and exclusively for its business. <strong>You</strong>, as a director and employee, are taxed on anything the company pays for you unless an exemption applies. Most contractor expenses pass both tests only if they would be deductible for an ordinary employee, so the employee rules matter. This guide assumes your engagements are outside IR35; the last section covers what changes inside.</p>
<h2>Travel to a temporary workplace</h2>
<p>Travel between home and a <strong>permanent workplace</strong> is ordinary commuting and cannot be paid tax-free. Travel to a <strong>temporary workplace</strong> is business travel, and your company can pay or reimburse it without tax or National Insurance.</p>
<p>A client&#39;s site is usually a temporary workplace, because you are there for a limited time. It becomes a permanent workplace under the <strong>24-month rule</strong> if you spend, or expect to spend, 40% or more of your working time there over a period that lasts, or is likely to last, <strong>more than 24 months</strong>.</p>
<p>What matters is your <strong>expectation</strong>:</p>
<ul>
<li>If a contract is expected to last 18 months and is then extended to 30, the site is temporary until the moment you expect to pass 24 months. From then on, travel there is commuting.</li>
<li>If you know from the start that you will be there for more than 24 months, it is permanent from day one.</li>
<li>Working there for less than 40% of your time, for example one or two days a week, keeps it temporary however long it lasts.</li>
</ul>
<p>Keep the contract, any extensions and a note of when your expectations changed.</p>
<h2>Mileage</h2>
<p>If you drive your own car to a temporary workplace, your company can pay you the approved mileage rates tax-free:</p>
<table>
<thead>
<tr>
<th>Vehicle</th>
<th>Rate per business mile</th>
</tr>
</thead>
<tbody><tr>
<td>Car or van</td>
<td>45p for the first 10,000 miles in the tax year, then 25p</td>
</tr>
<tr>
<td>Motorcycle</td>
<td>24p</td>
</tr>
<tr>
<td>Bicycle</td>
<td>20p</td>
</tr>
</tbody></table>
<p>The company deducts the payments for corporation tax. Keep a mileage log with dates, destinations, the reason for each journey and the miles driven. Train fares, parking and tolls on business journeys can be reimbursed at cost.</p>
<h2>Subsistence and accommodation</h2>
<p>When you are on a qualifying business journey, the company can reimburse <strong>reasonable</strong> meals and drinks bought while travelling or at the temporary workplace, and hotel costs if you stay away overnight. Keep receipts. Your everyday lunch at a permanent workplace is not allowable.</p>
<h2>Working from home</h2>
<p>If you regularly work from home under an arrangement with your company, it can pay you a flat <strong>£6 a week</strong> towards extra household costs without tax or National Insurance, or more if you can evidence higher additional costs. Since 6 April 2026, employees can no longer claim tax relief from HMRC for household costs their employer does not reimburse, so the company payment is now the only route for a director.</p>
<p>The company can also pay the business share of a separate business phone line or broadband, and equipment you need to work.</p>
<h2>Equipment</h2>
<p>Laptops, monitors, software and other equipment bought by the company are deductible for corporation tax: new plant and machinery qualifies for <strong>full expensing</strong>, and the <strong>Annual Investment Allowance</strong> covers up to £1 million a year. If the company owns the equipment and your private use is not significant, there is no benefit in kind for you.</p>
<h2>Pension contributions</h2>
<p>Employer pension contributions are one of the most efficient ways to take money from your company:</p>
<ul>
<li>they are normally deductible for corporation tax;</li>
<li>there is no National Insurance on them, for you or the company;</li>
<li>they are not taxed as your income, provided total contributions stay within your <strong>annual allowance</strong> of £60,000 (plus any unused allowance carried forward from the previous three tax years).</li>
</ul>
<p>Contributions must be reasonable for the work you do, which is rarely a problem for a full-time contractor. Large one-off contributions deserve a conversation first.</p>
<h2>Other common costs</h2>
<ul>
<li>Accountancy, business insurance such as professional indemnity, and bank charges.</li>
<li>Professional subscriptions on HMRC&#39;s approved list.</li>
<li>Training that updates skills you already use in your contracting business.</li>
</ul>
<h2>Worked example</h2>
<p>A contractor drives 3,000 business miles to a client site that is a temporary workplace and spends £1,200 on train fares and hotels for a second client. The company pays:</p>
<ul>
<li>mileage: 3,000 × 45p = £1,350;</li>
<li>travel and hotels: £1,200;</li>
<li>home working for 44 weeks at £6 = £264.</li>
</ul>
<p>That is £2,814 paid to the contractor free of tax, all deductible for the company.</p>
<h2>What changes inside IR35</h2>
<p>If an engagement is <strong>inside IR35</strong>, tax relief for <strong>travel and subsistence</strong> on that engagement is lost. Home-to-client travel is treated as commuting however short the contract.</p>
<ul>
<li>Under the <strong>off-payroll rules</strong> (public sector clients, and medium and large private sector clients), the fee-payer deducts tax and National Insurance from your company&#39;s invoices. Money spent by the company on that engagement&#39;s travel comes out of income that has already been taxed.</li>
<li>Under the <strong>original IR35 rules</strong> (small clients), your company works out a deemed payment, deducting a flat 5% of the income plus certain other costs, including employer pension contributions. Travel to that client is not one of them.</li>
</ul>
<p>Our guide to <a href="/knowledge/article/ir35-off-payroll-rules-explained">IR35 and the off-payroll rules</a> explains who decides your status. If most of your work is inside IR35, compare staying limited with an <a href="/knowledge/article/umbrella-company-vs-limited-company">umbrella company</a>.</p>
<p>Our <a href="/accounting/contractors">contractor accounting team</a> can set up a clear expenses policy for your company and check which of your client sites are still temporary.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-allowances/annual-investment-allowance">GOV.UK: Claim capital allowances – Annual Investment Allowance</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/1/section/54">legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 54</a></li>
<li><a href="https://www.gov.uk/expenses-and-benefits-business-travel-mileage/rules-for-tax">GOV.UK: Expenses and benefits – business travel mileage, rules for tax</a></li>
<li><a href="https://www.gov.uk/tax-on-your-private-pension/annual-allowance">GOV.UK: Tax on your private pension contributions – annual allowance</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim32080">GOV.UK: HMRC Employment Income Manual – EIM32080, temporary workplace: the 24-month rule</a></li>
<li><a href="https://www.gov.uk/government/publications/income-tax-removal-of-the-tax-relief-for-additional-homeworking-expenses/removal-of-tax-relief-on-non-reimbursed-homeworking-expenses">GOV.UK: Removal of tax relief on non-reimbursed homeworking expenses</a></li>
</ul>$kb$,
  'c44cdb2f-dac9-55a4-b562-041488effe01',
  array['contractors', 'allowable expenses', 'travel and subsistence', 'ir35', 'pensions']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/contractors-allowable-expenses.svg',
  'Outside IR35, your company can pay your business travel to a temporary workplace, mileage, subsistence, equipment and pension contributions without tax for you and with corporation tax relief. A workplace stops being temporary once you expect to work there for more than 24 months. Inside IR35, travel and subsistence relief is lost.',
  true,
  '2026-11-26T02:10:00Z'::timestamptz,
  '2026-11-26T02:10:00Z'::timestamptz,
  '2026-11-26T02:10:00Z'::timestamptz
)
on conflict do nothing;

-- conveyancing-step-by-step
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '7e01e61b-3c22-5d49-a013-f503e59e4753',
  'Conveyancing step by step: buying a home in England and Wales',
  'conveyancing-step-by-step',
  'What happens between an accepted offer and getting the keys: ID checks, searches, enquiries, the mortgage offer, exchange, completion, the SDLT return and Land Registry registration.',
  $kb$<p>Once your offer is accepted, nothing is legally binding until contracts are exchanged. Conveyancing is everything that happens between those two points, and afterwards until you are registered as the owner. This guide follows a typical purchase of a home in England or Wales with a mortgage, and explains what your solicitor is doing at each stage and what they need from you.</p>
<h2>Before you start: material information in the listing</h2>
<p>Estate agents must not leave out information that an average buyer needs to decide whether to view or make an offer. National Trading Standards guidance on &quot;material information&quot; sets out what a listing should show, including:</p>
<ul>
<li>the price, the tenure and the council tax band;</li>
<li>for a leasehold, the remaining length of the lease, the ground rent and the service charge;</li>
<li>the type of property, the number of rooms, the utilities and parking;</li>
<li>where they apply, matters such as building safety issues, restrictions and rights of way, flood risk, planning permissions and coal-mining areas.</li>
</ul>
<p>Read the listing carefully and ask the agent about anything missing. Your solicitor will check the same points in the legal papers, but it is better to know about a short lease or a flood risk before you pay for searches and a survey.</p>
<h2>1. Instruction and identity checks</h2>
<p>Your solicitor sends you a client care letter setting out the fee, who does the work and how to complain. Before they can act, the money laundering rules require them to:</p>
<ul>
<li>verify the identity of every buyer, often by an electronic check;</li>
<li>establish the <strong>source of your funds</strong>: where your deposit comes from, with bank statements covering the savings, and a signed declaration from anyone giving you money.</li>
</ul>
<p>Gathering these early avoids a delay just before exchange. Be wary of any e-mail that tells you the firm&#39;s bank details have changed: phone your solicitor on a number you already know before sending money.</p>
<h2>2. The contract pack and title</h2>
<p>The seller&#39;s solicitor sends a draft contract, official copies of the register and title plan from HM Land Registry, and the seller&#39;s answers to the standard forms: the Property Information Form (TA6), the Fittings and Contents Form (TA10) and, for a leasehold, the Leasehold Information Form (TA7) with the landlord&#39;s or managing agent&#39;s management pack. Your solicitor checks that the seller owns what they are selling and looks for mortgages, restrictions, rights of way and covenants that affect the property.</p>
<h2>3. Searches</h2>
<p>Your solicitor orders searches to find out what the seller&#39;s papers cannot tell you:</p>
<ul>
<li><strong>Local authority search</strong>: planning and building control history, roads, and local land charges such as tree preservation orders or conservation areas.</li>
<li><strong>Drainage and water search</strong>: whether the property is connected to the public sewer and mains water, and where public drains run.</li>
<li><strong>Environmental search</strong>: contamination and flood risk.</li>
<li>Others depending on location, such as a coal-mining search or a check for chancel repair liability.</li>
</ul>
<p>Your lender may insist on particular searches.</p>
<h2>4. Enquiries and your survey</h2>
<p>Your solicitor raises additional enquiries with the seller&#39;s solicitor about anything unclear: missing planning or building regulations approvals, boundary disputes, works to the property, or the service charge on a flat. Meanwhile, commission your own survey. The lender&#39;s valuation is for the lender&#39;s benefit and is not a survey of the building&#39;s condition.</p>
<h2>5. Mortgage offer</h2>
<p>Your lender issues a mortgage offer once it is satisfied with the valuation. It will usually instruct your solicitor to act for it as well, under its own requirements. Your solicitor checks the offer&#39;s conditions, reports any problems with the title to the lender, and before completion asks it to release the funds.</p>
<h2>6. Report, signing and exchange</h2>
<p>When the searches, enquiries and mortgage offer are in place, your solicitor sends you a report on the property. You sign the contract and the transfer deed (form TR1), and transfer your deposit and the balance of your own funds. A completion date is agreed through the chain.</p>
<p>At <strong>exchange of contracts</strong> the solicitors swap signed contracts, usually by telephone under Law Society formulae, and the deposit passes to the seller&#39;s solicitor. From that moment both sides are bound: if you then pull out, you are likely to lose your deposit and may be liable for the seller&#39;s losses. Arrange buildings insurance from exchange if the contract or your lender requires it.</p>
<h2>7. Completion</h2>
<p>Before completion your solicitor makes final checks, including an official search at HM Land Registry. This gives a priority period of 30 working days, during which no one else&#39;s application can be registered ahead of yours. A bankruptcy search is also made against each buyer who is borrowing.</p>
<p>On completion day your solicitor sends the purchase money to the seller&#39;s solicitor. When it arrives, the seller&#39;s solicitor confirms completion, the estate agent releases the keys and the seller&#39;s mortgage is repaid. You can move in, but the legal title passes to you only when HM Land Registry registers the transfer.</p>
<h2>8. After completion: SDLT and registration</h2>
<p>Your solicitor must:</p>
<ul>
<li>send HMRC the Stamp Duty Land Tax return and pay the tax within <strong>14 days</strong> of completion, using funds you provided before completion. Our guide to <a href="/knowledge/article/stamp-duty-land-tax-explained">Stamp Duty Land Tax</a> explains the rates and reliefs. In Wales, Land Transaction Tax is paid to the Welsh Revenue Authority instead, and its return and payment are due within 30 days;</li>
<li>apply to HM Land Registry to register you as the owner and your lender&#39;s mortgage, within the priority period of the official search.</li>
</ul>
<p>The Land Registry then updates the register and your solicitor sends you a copy. Check that your name and address are correct.</p>
<h2>How to keep things moving</h2>
<ul>
<li>Return forms and identity documents promptly, and tell your solicitor about any gift or loan towards the deposit from the start.</li>
<li>Book your survey as soon as your offer is accepted.</li>
<li>Keep your mortgage offer in date, and tell your lender and solicitor about changes to your income or employment.</li>
<li>Ask your solicitor which questions are still outstanding, and with whom.</li>
</ul>
<p>Our <a href="/legal/commercial-property">residential conveyancing team</a> acts for buyers and sellers of homes and buy-to-let properties in England, with a fixed fee agreed before we start. <a href="/legal/stamp-duty-calculator">Use our stamp duty calculator</a> to budget for the tax.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/buy-sell-your-home">GOV.UK: Buying or selling your home</a></li>
<li><a href="https://www.gov.uk/guidance/land-registry-portal-official-search-of-whole-with-priority">GOV.UK: HM Land Registry portal – official search of whole with priority</a></li>
<li><a href="https://www.gov.uk/stamp-duty-land-tax">GOV.UK: Stamp Duty Land Tax</a></li>
</ul>$kb$,
  'dfa7efaf-bfed-5571-b2b9-81341c496ec6',
  array['conveyancing', 'buying a home', 'exchange of contracts', 'completion', 'land registry']::text[],
  'Yasmin Rahman',
  null,
  6,
  '/images/knowledge/conveyancing-step-by-step.svg',
  'Conveyancing is the legal work of transferring a property. Your solicitor checks you and your money, investigates the title, runs searches and enquiries, reports to your lender, exchanges contracts, completes, then files the SDLT return and registers you as owner.',
  true,
  '2026-11-26T01:15:00Z'::timestamptz,
  '2026-11-26T01:15:00Z'::timestamptz,
  '2026-11-26T01:15:00Z'::timestamptz
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

-- creators-allowable-expenses
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '9ee9ec73-720c-565d-972f-0fc8b14c3321',
  'Allowable expenses for content creators and influencers',
  'creators-allowable-expenses',
  'What creators can claim against tax: the wholly and exclusively rule, cameras and capital allowances, clothing and make-up, working from home, phones, software, travel and the trading allowance.',
  $kb$<p>As a self-employed creator you pay tax on your <strong>profit</strong>: your income, including the value of products received for content, less the costs of running your channel. Claiming the right expenses can make a real difference to your bill. Claiming the wrong ones is one of the commonest reasons HMRC opens an enquiry into a creator&#39;s return. This guide covers the rules for sole traders; if you trade through a limited company, the principles are similar but the company claims the costs.</p>
<h2>The basic rule: wholly and exclusively</h2>
<p>A cost is allowable if it is incurred <strong>wholly and exclusively</strong> for the purposes of your business. Two consequences follow:</p>
<ul>
<li><strong>Dual-purpose costs are not allowable</strong> if there is a personal purpose as well as a business one, even if the business purpose is real. A holiday you film is still a holiday.</li>
<li><strong>Mixed-use costs can be split</strong> where there is an identifiable business part, such as the business share of your phone bill, broadband or a car. You claim the business part and keep a note of how you worked it out.</li>
</ul>
<p>Costs that are personal, such as your everyday food, haircuts or gym membership, are not allowable even if they appear in your content.</p>
<h2>Equipment: cameras, lighting, computers</h2>
<p>Cameras, lenses, microphones, lighting, computers and editing desks are the biggest costs for many creators.</p>
<ul>
<li>The <strong>cash basis</strong> is now the default for sole traders. Under it, equipment is simply deducted as an expense in the year you pay for it (cars are the main exception).</li>
<li>If you use <strong>traditional accounting</strong>, equipment is claimed through <strong>capital allowances</strong>. The <strong>Annual Investment Allowance</strong> gives 100% relief in the year of purchase on up to £1 million of qualifying spending a year, which covers almost every creator.</li>
</ul>
<p>If you also use the equipment personally, claim only the business share. If you sell it later, the sale proceeds are brought back into your profits.</p>
<h2>Clothing, make-up and styling</h2>
<p>This is where most disagreements with HMRC arise.</p>
<ul>
<li><strong>Everyday clothing is not allowable</strong>, even if you bought it for a shoot and only wear it on camera, because clothes also give you warmth and decency. The same applies to hairdressing and everyday make-up and skincare.</li>
<li><strong>Costumes and props</strong> that you could not reasonably wear or use in everyday life, bought for specific content, can be allowable.</li>
<li><strong>Products bought purely to review or feature</strong>, which you then do not use personally, can be allowable. If you keep using them, the case is much weaker.</li>
<li><strong>Protective clothing</strong> needed for the work, and a <strong>uniform</strong> with your logo on it, are allowable.</li>
</ul>
<p>If you receive products free for content, they are usually income at their value, not an expense. See our guide to <a href="/knowledge/article/gifted-products-and-pr-packages">gifted products and PR packages</a>.</p>
<h2>Working from home</h2>
<p>If you film or edit at home you can claim part of your household running costs. There are two ways.</p>
<p><strong>Simplified expenses</strong> use a flat monthly rate based on the hours you work at home:</p>
<table>
<thead>
<tr>
<th>Hours of business use a month</th>
<th>Flat rate a month</th>
</tr>
</thead>
<tbody><tr>
<td>25 to 50</td>
<td>£10</td>
</tr>
<tr>
<td>51 to 100</td>
<td>£18</td>
</tr>
<tr>
<td>101 or more</td>
<td>£26</td>
</tr>
</tbody></table>
<p>The flat rate covers heat and light; you can still claim the business share of your phone and broadband separately.</p>
<p><strong>Actual costs</strong> means working out the business share of heating, electricity, council tax, mortgage interest or rent, based on the rooms used and the time they are used for business. It suits creators with a dedicated studio room, but keep your workings. A room used only for business can have capital gains tax consequences if you sell your home, so take advice before claiming a room as exclusively business.</p>
<h2>Phones, broadband and software</h2>
<ul>
<li><strong>Phone and broadband</strong>: the business share of the contract. A handset you use mainly for filming is equipment.</li>
<li><strong>Software and subscriptions</strong>: editing software, music libraries, scheduling tools, cloud storage and design apps are allowable in full if used for the business.</li>
<li><strong>Advertising and promotion</strong>: paid boosts, giveaways run for the channel, and your website and domain.</li>
<li><strong>Professional costs</strong>: agent and management fees, accountancy, and legal fees for reviewing contracts.</li>
</ul>
<h2>Travel</h2>
<p>Travel to shoots, events, brand meetings and locations is allowable: train and plane fares, taxis, parking and, if you travel overnight, accommodation and reasonable meals. A trip with a personal element is the problem. If a brand pays for a trip, the value may be income to you as well.</p>
<p>For a car or van you can claim either the business share of actual running costs or <strong>simplified mileage rates</strong> of 45p a mile for the first 10,000 business miles in the year and 25p after that. Keep a mileage log.</p>
<h3>Worked example</h3>
<p>A creator has income of £42,000. Over the year they spend £3,200 on a camera and lenses, £600 on software, and £480 on the business half of their phone, and work at home for over 100 hours every month.</p>
<ul>
<li>Equipment (cash basis): £3,200</li>
<li>Software and phone: £1,080</li>
<li>Use of home: £26 × 12 = £312</li>
<li>Total expenses: <strong>£4,592</strong>, giving a taxable profit of <strong>£37,408</strong>.</li>
</ul>
<h2>The trading allowance alternative</h2>
<p>Instead of claiming actual expenses, you can deduct the <strong>£1,000 trading allowance</strong> from your trading income. You cannot do both. It is worth using if your real costs are below £1,000, which is common in the first year or for a side hustle. Our guide to the <a href="/knowledge/article/trading-allowance-explained">trading allowance</a> explains when it cannot be used.</p>
<h2>Records to keep</h2>
<p>Keep receipts or invoices for every cost, a note of how you split mixed costs, a mileage log, and records of the products you receive. Keep them for at least five years after the online filing deadline for the year.</p>
<p>If you would like us to check what you can claim, or prepare your return, our <a href="/accounting/influencers">creators and influencers team</a> works with creators at every stage, from the first brand deal onwards.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-allowances/annual-investment-allowance">GOV.UK: Claim capital allowances – Annual Investment Allowance</a></li>
<li><a href="https://www.gov.uk/expenses-and-benefits-business-travel-mileage/rules-for-tax">GOV.UK: Expenses and benefits – business travel mileage, rules for tax</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
<li><a href="https://www.gov.uk/simpler-income-tax-simplified-expenses/working-from-home">GOV.UK: Simplified expenses – working from home</a></li>
</ul>$kb$,
  '195d94b5-2fd3-5d1d-9fff-0a9609892c3b',
  array['influencers', 'content creators', 'allowable expenses', 'self assessment', 'capital allowances']::text[],
  'Adaeze Okonkwo',
  null,
  6,
  '/images/knowledge/creators-allowable-expenses.svg',
  'You can deduct costs incurred wholly and exclusively for your creator business, and the business share of mixed costs such as your phone. Everyday clothes and make-up are rarely allowable, even if worn on camera. If your costs are small, the £1,000 trading allowance may beat claiming them.',
  true,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz,
  '2026-11-26T02:00:00Z'::timestamptz
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

-- directors-loan-accounts
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '8a33a6b8-aa7f-5ff8-9a1c-0b57d24b3253',
  'Director''s loan accounts: overdrawn balances, section 455 and benefits in kind',
  'directors-loan-accounts',
  'What happens when a director owes the company money: the section 455 charge and when it is repaid, bed-and-breakfasting rules, the benefit-in-kind charge and lending to your company.',
  $kb$<p>A director&#39;s loan account (DLA) records every transaction between you and your company that is not salary, dividends or a repaid business expense. Money you take out, personal bills the company pays for you and cash you put in all go through it. When you owe the company money the account is <strong>overdrawn</strong>, and the tax rules treat that as a loan from the company.</p>
<h2>Why an overdrawn account matters</h2>
<p>Most owner-managed companies are <strong>close companies</strong>: controlled by five or fewer shareholders, or by their directors. When a close company lends money to a shareholder (a &quot;participator&quot;) or someone connected to them, two separate sets of rules can apply:</p>
<ol>
<li>the <strong>section 455 charge</strong> on the company, if the loan is not repaid in time; and</li>
<li>a <strong>benefit-in-kind</strong> charge on you, if the loan is cheap or interest-free and large enough.</li>
</ol>
<p>The company also has to show the loan in its accounts, and under company law a loan to a director of more than a small amount needs the shareholders&#39; approval.</p>
<h2>The section 455 charge</h2>
<p>If any part of a loan made in an accounting period is still outstanding <strong>9 months and 1 day</strong> after the end of that period (the normal corporation tax payment date), the company must pay corporation tax under section 455 of the Corporation Tax Act 2010 on the outstanding amount.</p>
<p>The rate matches the dividend upper rate for the tax year the loan was made:</p>
<ul>
<li><strong>35.75%</strong> for loans made on or after 6 April 2026;</li>
<li><strong>33.75%</strong> for loans made before then (from April 2022).</li>
</ul>
<p>With dividend rates rising in April 2026, older and newer loans on the same account can carry different rates, so keep a clear record of when each advance was made and which one each repayment clears.</p>
<p>The charge is reported on the company tax return (supplementary page CT600A) and paid with the corporation tax.</p>
<h3>Getting it back</h3>
<p>Section 455 tax is not a permanent cost. Once the loan is repaid, released or written off, the company can reclaim it. The refund is not immediate: it becomes due 9 months and 1 day after the end of the accounting period <strong>in which the repayment was made</strong>. Repaying just after the year end can therefore mean waiting nearly two years for the money.</p>
<p>If the loan is written off instead, the company gets its section 455 tax back, but the amount written off is taxed on you as if it were a dividend, and HMRC&#39;s view is that National Insurance is due on it through payroll where it is written off because you are an employee or director.</p>
<h3>Worked example</h3>
<p>Tom&#39;s company draws up accounts to the end of April. In the year to April 2027 he draws £40,000 more than he puts in. By the date 9 months and 1 day after the year end he has repaid £15,000 by voting himself a dividend credited to his loan account.</p>
<ul>
<li>Outstanding loan: £25,000</li>
<li>Section 455 tax: £25,000 × 35.75% = £8,937.50</li>
</ul>
<p>When Tom clears the remaining £25,000, the company can reclaim the £8,937.50 9 months and 1 day after the end of the accounting period in which he repays it. The dividend used to repay him is taxed on him in the usual way.</p>
<h2>Bed and breakfasting</h2>
<p>Repaying a loan just before the deadline and borrowing it straight back does not work. Two rules match a repayment to the new borrowing rather than the old loan:</p>
<ul>
<li><strong>The 30-day rule</strong>: where you repay at least £5,000 and, within 30 days, borrow at least £5,000 again in a later accounting period, the repayment is treated as clearing the new loan, so the old one still counts as outstanding.</li>
<li><strong>The arrangements rule</strong>: where you owe at least £15,000 before a repayment and, at that time, arrangements are in place to borrow at least £5,000 again, the same matching applies, with no time limit.</li>
</ul>
<p>Neither rule applies to repayments that are themselves taxed on you as income, such as a dividend or bonus credited to the loan account. That is why clearing a DLA with a properly declared dividend or salary is the usual answer.</p>
<h2>Benefit in kind on a cheap loan</h2>
<p>Separately, if you are a director or employee and your total loans from the company exceed <strong>£10,000</strong> at any time in the tax year, you have a taxable benefit unless you pay interest at least at <strong>HMRC&#39;s official rate of interest</strong>. The benefit is the difference between interest at the official rate and any interest you actually pay.</p>
<p>Since April 2025 HMRC can change the official rate each quarter rather than once a year, so check the rate for each part of the year when you work out the benefit.</p>
<p>The company reports the benefit on a P11D, and pays Class 1A National Insurance at 15% on it. You pay income tax on it through your tax code or Self Assessment. Charging interest at the official rate avoids the benefit, though the interest you pay is taxable income for the company.</p>
<h2>When you lend money to the company</h2>
<p>A DLA in credit, where the company owes you money, is common when a director funds the start-up costs. It raises none of the charges above, and you can draw the money back at any time tax-free because it is your own money being repaid.</p>
<p>If you charge the company interest:</p>
<ul>
<li>the interest is usually a deductible expense for the company, provided the borrowing is for its business;</li>
<li>the company must normally deduct income tax at the basic rate of 20% from the interest, pay it to HMRC quarterly on form CT61, and give you a certificate of the tax deducted;</li>
<li>you declare the gross interest on your tax return, with credit for the tax already deducted. Your personal savings allowance may cover part of it.</li>
</ul>
<p>Record the loan in writing, with the interest rate and repayment terms, so the position is clear if the company is sold or closed.</p>
<h2>Keeping the account under control</h2>
<ul>
<li>Reconcile the DLA at least quarterly, not only at the year end.</li>
<li>Put personal spending through your own bank account, not the company&#39;s.</li>
<li>Plan dividends or salary before the year end to clear an overdrawn balance, checking the company has enough distributable profits.</li>
<li>If you are planning to close the company, deal with the DLA first: see <a href="/knowledge/article/closing-a-limited-company">closing a limited company</a>.</li>
</ul>
<p>Our <a href="/accounting/tax-planning">tax planning team</a> can review your loan account and work out the cheapest way to clear it alongside your <a href="/knowledge/article/director-salary-vs-dividends">salary and dividends</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm61635">GOV.UK: HMRC Company Taxation Manual CTM61635 – loans to participators, the arrangements rule</a></li>
<li><a href="https://www.gov.uk/directors-loans">GOV.UK: Director&#39;s loans</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2010/4/section/455">legislation.gov.uk: Corporation Tax Act 2010, section 455</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/company-taxation-manual/ctm61630">GOV.UK: HMRC Company Taxation Manual CTM61630 – loans to participators, the 30 day rule</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027">GOV.UK: Rates and thresholds for employers 2026 to 2027</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['directors loan account', 'section 455', 'benefits in kind', 'close companies', 'directors']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/directors-loan-accounts.svg',
  'If you owe your company money 9 months and 1 day after its year end, the company pays a temporary tax of 35.75% on the balance (for loans made from 6 April 2026), refunded once the loan is repaid. Owing more than £10,000 interest-free is also a taxable benefit.',
  true,
  '2026-11-26T01:25:00Z'::timestamptz,
  '2026-11-26T01:25:00Z'::timestamptz,
  '2026-11-26T01:25:00Z'::timestamptz
)
on conflict do nothing;

-- furnished-holiday-lets-after-abolition
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '41cf6f28-ca43-58f1-a136-d6d1f779f61f',
  'Furnished holiday lets after abolition: what changed for holiday let owners',
  'furnished-holiday-lets-after-abolition',
  'The furnished holiday lettings tax regime ended in April 2025. What it means for mortgage interest, capital allowances, capital gains tax reliefs, pensions and jointly owned holiday lets.',
  $kb$<p>For years, a holiday let that met the furnished holiday lettings (FHL) tests was taxed more like a trade than an investment. That special treatment has gone. The FHL regime was abolished from <strong>6 April 2025</strong> for income tax and capital gains tax, and from <strong>1 April 2025</strong> for corporation tax. Holiday lets are now simply part of your UK (or overseas) property business, taxed in the same way as a flat let on a long tenancy.</p>
<p>Nothing stops you letting to holidaymakers. What has changed is the tax, and in 2026/27 owners are living with the second full year of the new rules.</p>
<h2>What changed</h2>
<h3>Mortgage interest is restricted</h3>
<p>FHLs were exempt from the Section 24 restriction. Now, if you own a holiday let personally or in a partnership, you cannot deduct mortgage interest and other finance costs from the rent. You get a tax credit of <strong>20%</strong> of the interest instead. Basic-rate taxpayers may notice little difference; higher- and additional-rate taxpayers pay more. Companies still deduct interest in full. Our <a href="/knowledge/article/section-24-mortgage-interest-restriction">Section 24 guide</a> explains the credit in detail.</p>
<h3>Capital allowances and replacement furniture</h3>
<p>FHL owners could claim capital allowances on furniture, equipment and fixtures. For new spending after abolition that is no longer possible. Instead:</p>
<ul>
<li><strong>Replacing</strong> furniture, furnishings, appliances and kitchenware is relieved through <strong>replacement of domestic items relief</strong>, as for any furnished let. The first purchase of an item is not relieved.</li>
<li>If you had a <strong>capital allowances pool</strong> at abolition, you carry on claiming writing-down allowances on the balance in later years. There is no balancing charge just because the regime ended.</li>
</ul>
<h3>Losses</h3>
<p>FHL losses used to be ring-fenced to the FHL business. Losses brought forward from the old FHL business can now be set against future profits of your property business as a whole.</p>
<h3>Capital gains tax reliefs</h3>
<p>FHLs counted as business assets for several capital gains tax reliefs. For disposals after abolition the following are <strong>no longer available</strong> on a former holiday let:</p>
<ul>
<li><strong>Business Asset Disposal Relief</strong>, which gave a lower rate than the 18% and 24% normally charged on residential property gains;</li>
<li><strong>rollover relief</strong>, which deferred a gain when the proceeds were reinvested in another business asset;</li>
<li><strong>gift holdover relief</strong> on business assets, which let you give a holiday let to family without paying tax on the gain.</li>
</ul>
<p>A sale is now taxed like any buy-to-let, with the 60-day UK property return if tax is due. See <a href="/knowledge/article/capital-gains-tax-when-a-landlord-sells">capital gains tax when a landlord sells</a>.</p>
<p><strong>Transitional relief for closed businesses.</strong> If your FHL business stopped before abolition and you met the Business Asset Disposal Relief conditions, the usual rule still applies: you can claim the relief on a disposal of the former business assets within three years of the business ceasing. This only helps if the whole business ceased, not if you sold some properties and kept letting others.</p>
<h3>The anti-forestalling rule</h3>
<p>For capital gains tax, a sale normally happens when contracts are exchanged. To stop owners locking in the old reliefs by exchanging early and completing later, an <strong>anti-forestalling rule</strong> applies to contracts entered into on or after <strong>6 March 2024</strong>: where completion took place after abolition, it can deny the FHL reliefs even though contracts were exchanged before it. Owners who exchanged in that window should check how their sale was reported.</p>
<h3>Pension contributions</h3>
<p>FHL profits counted as <strong>relevant UK earnings</strong>, which set the limit on pension contributions that get tax relief. They no longer do. If your holiday let was your main source of earnings, you may now have little or no relevant earnings. Check this before making a large personal pension contribution.</p>
<h3>Jointly owned holiday lets</h3>
<p>FHL profits were outside the usual rule for spouses and civil partners, so couples could split them by agreement. Now the normal rule for jointly owned property applies: income is split 50:50 between spouses unless they own the property in unequal shares and make a declaration to HMRC with evidence of those shares.</p>
<h2>What has not changed</h2>
<ul>
<li><strong>VAT.</strong> Holiday accommodation remains standard-rated, so a holiday let business with turnover over the VAT registration threshold of £90,000 still has to register.</li>
<li><strong>Business rates and council tax</strong> depend on separate availability and letting tests set by each nation, not the FHL tax rules.</li>
<li><strong>Trading.</strong> A holiday let that provides substantial services, such as a hotel or guest house, may still be a trade in its own right. That is a question of fact, and most self-catering lets will not qualify.</li>
</ul>
<h2>Worked example</h2>
<p>Lucy is a higher-rate taxpayer with a cottage that used to be an FHL. In 2026/27 its rental profit before interest is £30,000 and her mortgage interest is £12,000.</p>
<ul>
<li><strong>Under the old FHL rules:</strong> profit after interest £18,000 × 40% = <strong>£7,200</strong>.</li>
<li><strong>Now:</strong> £30,000 × 40% = £12,000, less the 20% credit on £12,000 of interest (£2,400) = <strong>£9,600</strong>.</li>
</ul>
<p>The change costs Lucy £2,400 a year. The higher taxable figure also raises her adjusted net income, which can affect Child Benefit and her personal allowance.</p>
<h2>What owners are doing now</h2>
<ul>
<li>Reviewing whether the cottage still earns enough after tax, or would do better on a longer let.</li>
<li>Checking whether the Making Tax Digital thresholds apply; holiday let income counts as gross property income (see <a href="/knowledge/article/making-tax-digital-for-landlords">Making Tax Digital for landlords</a>).</li>
<li>Keeping a record of the capital allowances pool balance and any losses carried forward.</li>
<li>Taking advice before giving a former holiday let to family, since gift holdover relief has gone.</li>
</ul>
<p>If you own a former holiday let and want to know what the changes cost you, our <a href="/accounting/landlords">landlord accounting team</a> can rework the figures and file your return.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-gains-tax/rates">GOV.UK: Capital Gains Tax – what you pay it on, rates and allowances</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/government/publications/abolition-of-the-furnished-holiday-lettings-tax-regime">GOV.UK: Abolition of the furnished holiday lettings tax regime</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['furnished holiday lettings', 'holiday lets', 'landlords', 'capital allowances', 'capital gains tax']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/furnished-holiday-lets-after-abolition.svg',
  'Since 6 April 2025 (1 April 2025 for companies) holiday lets are taxed like any other residential let. Individual owners get only a 20% credit for mortgage interest, new furniture no longer gets capital allowances, and Business Asset Disposal Relief is no longer available on a sale.',
  true,
  '2026-11-26T01:45:00Z'::timestamptz,
  '2026-11-26T01:45:00Z'::timestamptz,
  '2026-11-26T01:45:00Z'::timestamptz
)
on conflict do nothing;

-- getting-ready-for-mtd-april-2027
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '01ee26c9-0f2f-5f5b-a920-a27731b4f627',
  'Joining Making Tax Digital in April 2027: a week-by-week checklist',
  'getting-ready-for-mtd-april-2027',
  'A week-by-week plan for sole traders and landlords with qualifying income over £30,000 who must join Making Tax Digital for Income Tax on 6 April 2027.',
  $kb$<p>If you are a sole trader or landlord and your gross income from self-employment and property was more than £30,000 in 2025/26, Making Tax Digital for Income Tax (MTD) becomes compulsory for you on <strong>6 April 2027</strong>. That is under twenty weeks away. This checklist spreads the work out so that nothing is left to the last fortnight. For the rules themselves, see our guide to <a href="/knowledge/article/making-tax-digital-for-income-tax">Making Tax Digital for Income Tax</a>.</p>
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
<li>Record October, November and December 2026 in the new software as if you were already in MTD. That quarter is complete by now, so you can practise on real figures.</li>
<li>Reconcile the totals to your bank statements. Fix recurring problems now: missing receipts, personal spending through the business account, income from a platform that does not appear on a bank feed.</li>
<li>Time how long it took. Most people find the second quarter takes half as long as the first.</li>
</ul>
<h2>Weeks 17 to 19: sign up and diarise</h2>
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

-- high-income-child-benefit-charge
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '38a6af2d-de1b-5c8d-8911-696cf0772171',
  'The High Income Child Benefit Charge: how it works and how to pay it',
  'high-income-child-benefit-charge',
  'Who pays the High Income Child Benefit Charge, how adjusted net income is worked out, opting out versus claiming for National Insurance credits, and paying it through PAYE.',
  $kb$<p>Child Benefit is paid regardless of income, but a tax charge claws it back from higher earners. The High Income Child Benefit Charge (HICBC) catches many people who have never needed a tax return, often years after their income first crossed the line. Here is how it works in 2026/27, across the whole of the UK.</p>
<h2>Who has to pay it</h2>
<p>You may have to pay the charge if your <strong>adjusted net income</strong> is over <strong>£60,000</strong> and either:</p>
<ul>
<li>you or your partner get Child Benefit; or</li>
<li>someone else gets Child Benefit for a child living with you, and they contribute at least an equal amount towards the child&#39;s upkeep.</li>
</ul>
<p>It does not matter whether the child is yours. A &quot;partner&quot; means someone you are married to, in a civil partnership with, or living with as if you were.</p>
<p>If both of you have income over the threshold, <strong>only the one with the higher adjusted net income pays</strong>. It is an individual test: a couple each earning just under £60,000 pays nothing, while a single earner just over it does.</p>
<h2>How much it is</h2>
<p>The charge is <strong>1% of the Child Benefit received for every £200</strong> of adjusted net income over £60,000. Once your income reaches <strong>£80,000</strong>, the charge equals the whole of the Child Benefit paid for the year.</p>
<p>So between £60,000 and £80,000 you always keep some of the benefit; above it you keep none of the cash, although claiming still has other advantages (see below).</p>
<h2>What counts as adjusted net income</h2>
<p>Adjusted net income is your total taxable income (salary, taxable benefits, self-employed profits, rental profits, savings interest and dividends) <strong>before</strong> personal allowances, <strong>less</strong> certain reliefs, including:</p>
<ul>
<li>trading losses;</li>
<li>the <strong>grossed-up</strong> amount of Gift Aid donations;</li>
<li>pension contributions paid gross, before tax relief;</li>
<li>the <strong>grossed-up</strong> amount of pension contributions where your provider has already added basic rate tax relief (&quot;relief at source&quot;).</li>
</ul>
<p>Contributions to a workplace pension under a <strong>net pay arrangement</strong>, and anything given up under <strong>salary sacrifice</strong>, are already taken off your taxable pay, so they reduce adjusted net income automatically.</p>
<h2>Opting out or paying the charge</h2>
<p>If you are affected you can either:</p>
<ol>
<li><strong>Keep receiving Child Benefit</strong> and pay the charge; or</li>
<li><strong>Opt out of the payments</strong>, so there is no charge to pay.</li>
</ol>
<p>If your income is comfortably above £80,000, opting out saves the paperwork. But <strong>do not simply fail to claim</strong>. You should still make a claim and then choose not to be paid, because a claim:</p>
<ul>
<li>gives the claimant <strong>National Insurance credits</strong> towards their State Pension while the child is under 12, which matters for a parent who is not working or earns too little to pay National Insurance;</li>
<li>means the child is sent a National Insurance number automatically before they turn 16.</li>
</ul>
<p>You can restart payments later if your income falls, but a new claim can normally be backdated only up to three months, so claim as soon as a child is born or comes to live with you.</p>
<h2>Paying the charge</h2>
<h3>Through your tax code (PAYE)</h3>
<p>Employees and pensioners can now ask HMRC to collect the charge by adjusting their tax code, instead of filing a Self Assessment return. You can do this if:</p>
<ul>
<li>you do not need to file a tax return for any other reason, such as self-employment or rental income; and</li>
<li>you register on or before <strong>31 January</strong> after the end of the tax year concerned (the service covers the charge for 2024/25 onwards).</li>
</ul>
<p>You register online with HMRC, giving your adjusted net income and, if your partner receives the Child Benefit, their National Insurance number. If you have been filing returns only to pay the charge, you can phone HMRC to leave Self Assessment and switch.</p>
<h3>Through Self Assessment</h3>
<p>Everyone else pays the charge on their Self Assessment return. If you are not already in Self Assessment, you must register by <strong>5 October</strong> after the end of the tax year, then file and pay by 31 January. Our <a href="/knowledge/article/self-assessment-deadlines-and-penalties">Self Assessment deadlines and penalties</a> guide sets out what happens if you miss those dates, and <a href="/knowledge/article/your-first-self-assessment-tax-return">your first Self Assessment tax return</a> covers registering.</p>
<h2>Worked example: using a pension contribution</h2>
<p>Amir earns a salary of £70,000 in 2026/27 and has no other income. His partner, who earns less, receives Child Benefit of £2,300 for the year for their two children.</p>
<p><strong>Without planning</strong></p>
<ul>
<li>Income over the threshold: £70,000 − £60,000 = £10,000.</li>
<li>Steps of £200: 50, so the charge is 50% of the benefit.</li>
<li>Charge: 50% × £2,300 = <strong>£1,150</strong>.</li>
</ul>
<p><strong>With a personal pension contribution</strong></p>
<p>Amir pays £8,000 into a personal pension. His provider claims basic rate relief at 20%, so the gross contribution is £10,000.</p>
<ul>
<li>Adjusted net income: £70,000 − £10,000 = £60,000.</li>
<li>Charge: <strong>nil</strong>.</li>
</ul>
<p>The £8,000 he paid also earns higher rate relief through his tax code or return, and the money stays his, in his pension. The same effect can come from salary sacrifice or Gift Aid donations.</p>
<h2>Practical points</h2>
<ul>
<li>Check your adjusted net income each year, especially after a pay rise, a bonus or new rental or dividend income.</li>
<li>Tell HMRC when your circumstances change, for example a new partner with Child Benefit.</li>
<li>If you think you should have paid the charge in earlier years, tell HMRC promptly: penalties are lower when you come forward.</li>
</ul>
<p>If you would like us to work out your adjusted net income, plan pension contributions or deal with HMRC for you, our <a href="/accounting/self-assessment">Self Assessment team</a> can help.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/child-benefit-tax-charge">GOV.UK: High Income Child Benefit Charge</a></li>
<li><a href="https://www.gov.uk/child-benefit-tax-charge/pay-tax-charge-paye">GOV.UK: High Income Child Benefit Charge – pay the tax charge through PAYE</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.gov.uk/guidance/adjusted-net-income">GOV.UK: Personal Allowances – adjusted net income</a></li>
<li><a href="https://www.gov.uk/child-benefit">GOV.UK: Child Benefit</a></li>
</ul>$kb$,
  '3034f17f-8a8f-5270-acad-529ff370755e',
  array['child benefit', 'hicbc', 'adjusted net income', 'pension contributions', 'paye']::text[],
  'Chloe Bennett',
  null,
  5,
  '/images/knowledge/high-income-child-benefit-charge.svg',
  'If your adjusted net income is over £60,000 and you or your partner get Child Benefit, the higher earner repays 1% of it for every £200 of income over the threshold, and all of it at £80,000. Employees with no other reason to file can now pay it through their tax code, and pension contributions can reduce or remove it.',
  true,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz
)
on conflict do nothing;

-- incorporating-a-property-portfolio
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'cdf2ce13-f155-5997-b799-0f29cb72a4ee',
  'Incorporating a property portfolio: moving rental properties into a company',
  'incorporating-a-property-portfolio',
  'What it costs to move buy-to-let properties into a limited company: capital gains tax and incorporation relief, stamp duty land tax, refinancing, and how company profits are taxed and taken out.',
  $kb$<p>Since Section 24 restricted mortgage interest relief for individual landlords, many have asked whether they should move their properties into a limited company. A company still deducts interest in full and pays corporation tax rather than income tax. But getting the properties into the company is expensive, and for most small portfolios it does not pay. This guide sets out the costs and the questions to answer first.</p>
<h2>Moving a property into your company is a sale</h2>
<p>A company is a separate legal person. When you transfer a property to a company you control, tax law treats you as <strong>selling it at market value</strong>, whatever the company actually pays. That has two consequences.</p>
<h3>Capital gains tax</h3>
<p>You make a gain on each property equal to its market value less what it cost you. Gains are taxed at 18% and 24% after the £3,000 annual exempt amount, and each property needs a UK property return and payment within 60 days of completion. See <a href="/knowledge/article/capital-gains-tax-when-a-landlord-sells">capital gains tax when a landlord sells</a> for how the gain is worked out.</p>
<h3>Stamp duty land tax</h3>
<p>The company is buying the properties, and because it is connected to you, SDLT is charged on at least their <strong>market value</strong>. Companies buying dwellings pay the higher rates, including the 5% surcharge, even on their first purchase. Multiple dwellings relief, which once reduced the bill on portfolio transfers, has been abolished. Transfers made together are linked, so the rates apply to the total: on three houses worth £600,000 in all, SDLT in England would be £50,000. Scotland (LBTT) and Wales (LTT) have their own taxes and rates.</p>
<p>Where the properties are genuinely owned by a partnership, special SDLT rules for transfers from a partnership to a connected company can reduce the charge sharply. The partnership has to be real and usually long-standing; HMRC looks hard at partnerships set up just before incorporation.</p>
<h2>Incorporation relief: when a portfolio is a business</h2>
<p>Section 162 of the Taxation of Chargeable Gains Act 1992 defers the gain when a person transfers a <strong>business as a going concern</strong>, with all its assets (or all except cash), to a company <strong>in exchange for shares</strong>. The gain is not taxed now; it reduces the base cost of the shares and comes back when the shares are sold. If part of the payment is not in shares, that part of the gain is taxed.</p>
<p>For transfers on or after 6 April 2026, the relief is no longer automatic: you must <strong>claim it in your Self Assessment return</strong> for the year of the transfer, with details of the transaction and the business.</p>
<p>The hard question is whether holding let property is a <strong>business</strong> rather than an investment. In <em>Ramsay v HMRC</em> (2013), the Upper Tribunal accepted that a landlord who, with her husband, spent around 20 hours a week personally managing a block of ten flats was running a business. HMRC&#39;s Capital Gains Manual (CG65715) says it will accept that the relief is available where the owner spends 20 hours or more a week personally on activities typical of a business, but that is guidance, not the test in the law. A landlord who owns a few houses and leaves them to a letting agent is unlikely to qualify. If the relief fails, the whole gain is taxable at once.</p>
<p>Incorporation relief does not help with SDLT. Advance clearance from HMRC is worth considering on a large transfer.</p>
<h2>Mortgages and refinancing</h2>
<p>Buy-to-let mortgages in your own name cannot simply move to the company. The company needs its own borrowing, usually with personal guarantees, and you may face early repayment charges, arrangement and valuation fees, and legal costs on each property. Speak to your lender and a broker before anything else: without finance, the plan does not work.</p>
<h2>How the company is taxed</h2>
<p>A company&#39;s rental profit is taxed at 19% on profits up to £50,000, rising to 25% above £250,000, with marginal relief between. <strong>Mortgage interest is deducted in full</strong>, and Section 24 does not apply. Companies holding higher-value dwellings may also need to file annual tax on enveloped dwellings returns, though relief is available for property let commercially.</p>
<h2>Taking the profits out</h2>
<p>Profit left in the company can repay debt or buy more property. Taking it out costs a second layer of tax:</p>
<ul>
<li><strong>Dividends</strong> are taxed at 10.75% in the basic rate band and 35.75% in the higher rate band, after a £500 dividend allowance.</li>
<li><strong>Salary</strong> is deductible for the company but brings income tax and National Insurance, and needs real work to justify it.</li>
<li><strong>Repaying a director&#39;s loan</strong>, money you lent the company, is tax-free.</li>
</ul>
<h2>Worked example</h2>
<p>Tom is a higher-rate taxpayer with rental profit before interest of £40,000 and mortgage interest of £20,000. All of it falls in his higher rate band.</p>
<ul>
<li><strong>Personally:</strong> £40,000 × 40% = £16,000, less the 20% credit on £20,000 of interest (£4,000): tax <strong>£12,000</strong>.</li>
<li><strong>In a company:</strong> profit after interest £20,000 × 19% = £3,800. If the remaining £16,200 is paid out as dividends, tax is (£16,200 − £500) × 35.75% = £5,613. Total <strong>£9,413</strong>, or £3,800 if the profit is left in the company.</li>
</ul>
<p>The saving of about £2,600 a year has to be set against SDLT, any capital gains tax, refinancing costs and higher running costs for accounts and a company tax return, and from April 2027 the rates on property income held personally are set to change again (see <a href="/knowledge/article/section-24-mortgage-interest-restriction">Section 24</a>).</p>
<h2>Before you decide</h2>
<ul>
<li>Model at least five to ten years, including your plans for selling or passing on the properties.</li>
<li>Consider <strong>buying only new properties in a company</strong> and keeping the existing ones; see <a href="/knowledge/article/buying-property-through-a-limited-company">buying property through a limited company</a>.</li>
<li>Check your lender&#39;s position and the true market values before taking advice on reliefs.</li>
</ul>
<p>Incorporation is specialist work with large one-off costs. Our <a href="/accounting/tax-planning">tax planning team</a> and <a href="/accounting/landlords">landlord accountants</a> can model your portfolio, and our property solicitors can handle the transfers and <a href="/knowledge/article/stamp-duty-land-tax-explained">stamp duty</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/capital-gains-tax/allowances">GOV.UK: Capital Gains Tax – allowances</a></li>
<li><a href="https://www.gov.uk/capital-gains-tax/rates">GOV.UK: Capital Gains Tax – what you pay it on, rates and allowances</a></li>
<li><a href="https://www.gov.uk/government/publications/capital-gains-tax-incorporation-relief-claims/capital-gains-tax-incorporation-relief-claims-process">GOV.UK: Capital Gains Tax – Incorporation Relief claims process</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-marginal-relief">GOV.UK: Corporation Tax – Marginal Relief</a></li>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/tax-on-dividends">GOV.UK: Tax on dividends</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property">GOV.UK: Stamp Duty Land Tax – buying an additional residential property</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/1992/12/section/162">legislation.gov.uk: Taxation of Chargeable Gains Act 1992, section 162</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/14/section/53">legislation.gov.uk: Finance Act 2003, section 53</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/capital-gains-manual/cg65700">GOV.UK: Capital Gains Manual CG65700 – incorporation of a business</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['incorporation', 'limited company', 'landlords', 'incorporation relief', 'stamp duty land tax']::text[],
  'Adaeze Okonkwo',
  null,
  6,
  '/images/knowledge/incorporating-a-property-portfolio.svg',
  'Moving properties you own into your own company is treated as a sale at market value, so it can trigger capital gains tax and stamp duty land tax at the higher rates. Incorporation relief can defer the gain only if the letting is a real business, and the annual saving has to be weighed against those one-off costs and new mortgages.',
  true,
  '2026-11-26T01:15:00Z'::timestamptz,
  '2026-11-26T01:15:00Z'::timestamptz,
  '2026-11-26T01:15:00Z'::timestamptz
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

-- lease-renewals-landlord-and-tenant-act-1954
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '6442a535-113c-5345-872d-885bdeeeb37d',
  'Business lease renewals under the Landlord and Tenant Act 1954',
  'lease-renewals-landlord-and-tenant-act-1954',
  'How security of tenure works for business tenants in England and Wales: contracting out, section 25 notices and section 26 requests, court deadlines, the landlord''s grounds and compensation.',
  $kb$<p>Part II of the Landlord and Tenant Act 1954 gives most business tenants in England and Wales &quot;security of tenure&quot;: the right to stay when the lease ends and to ask the court for a new lease if the landlord will not agree one. Its deadlines are strict.</p>
<h2>Which leases are protected</h2>
<p>The Act applies where the tenant occupies the premises, or part of them, for the purposes of a business it carries on there. It does not apply to, among others:</p>
<ul>
<li>leases that were validly <strong>contracted out</strong> before they were granted;</li>
<li>fixed-term tenancies of six months or less, unless the lease allows it to be extended beyond six months or the tenant (with any predecessor in the same business) has been in occupation for more than twelve months;</li>
<li>agricultural holdings and farm business tenancies, mining leases and some service tenancies.</li>
</ul>
<p>A tenant that has sublet the whole of the premises and no longer occupies them does not have protection against its own landlord.</p>
<h2>What security of tenure means</h2>
<p>A protected lease does not end on its expiry date. It continues automatically on the same terms and rent until ended in a way the Act allows, usually a landlord&#39;s section 25 notice or a tenant&#39;s section 26 request. A tenant that does not want to stay can leave by the end of the contractual term, or give notice under section 27.</p>
<h2>Contracting out</h2>
<p>Landlord and tenant can agree that the lease will not be protected, but only by following the procedure in section 38A before the tenant commits to the lease:</p>
<ol>
<li>The landlord serves a <strong>warning notice</strong> on the tenant explaining what it is giving up.</li>
<li>The tenant signs a declaration that it has received and accepts the notice. If the notice was served at least 14 days before the tenant is bound, a simple declaration is enough; otherwise the tenant must make a statutory declaration before an independent solicitor or other authorised person.</li>
<li>The lease refers to the notice and the declaration.</li>
</ol>
<p>If the steps are missed or done in the wrong order, the lease is protected whatever it says.</p>
<h2>The section 25 notice (landlord)</h2>
<p>A landlord ends a protected tenancy by serving a section 25 notice in the prescribed form. The termination date it gives must be <strong>not less than 6 and not more than 12 months</strong> after the notice is given, and not earlier than the date the lease would have ended under its own terms. The notice must say whether the landlord opposes a new lease:</p>
<ul>
<li>if not, it sets out the landlord&#39;s proposals for the new lease, such as the rent and the length;</li>
<li>if it does, it must state the statutory grounds relied on. The landlord cannot add other grounds later.</li>
</ul>
<h2>The section 26 request (tenant)</h2>
<p>A tenant whose lease was granted for a fixed term of more than one year can take the initiative by serving a section 26 request for a new tenancy, proposing the terms and a start date <strong>6 to 12 months</strong> ahead, again no earlier than the contractual expiry date. The landlord has two months to serve a counter-notice if it will oppose renewal, stating its grounds. Tenants sometimes use a request to fix the timetable before the landlord does. Once a section 25 notice or a section 26 request has been served, the other cannot be.</p>
<h2>The court deadline</h2>
<p>If terms are not agreed, either side can apply to court. The application must be made before the end of the &quot;statutory period&quot;: the termination date in the section 25 notice, or the day before the start date proposed in the section 26 request. The parties can extend this period by written agreement, but only before it expires, and can extend it more than once. <strong>A tenant that misses the deadline loses its right to a new lease.</strong></p>
<h2>The landlord&#39;s grounds of opposition</h2>
<p>Section 30(1) lists the only grounds on which a landlord can oppose:</p>
<ul>
<li><strong>(a)</strong> the tenant&#39;s failure to repair;</li>
<li><strong>(b)</strong> persistent delay in paying rent;</li>
<li><strong>(c)</strong> other substantial breaches of the lease, or other reasons connected with the tenant&#39;s use or management of the holding;</li>
<li><strong>(d)</strong> suitable alternative accommodation offered by the landlord;</li>
<li><strong>(e)</strong> where the tenancy is a sublease of part, the landlord could let the whole more profitably;</li>
<li><strong>(f)</strong> the landlord intends to demolish or reconstruct the premises, or a substantial part of them, and could not reasonably do so without obtaining possession;</li>
<li><strong>(g)</strong> the landlord intends to occupy the premises for its own business or as its residence.</li>
</ul>
<p>Ground (g) is not available to a landlord whose interest was bought or created within the five years before the tenancy ends, if the premises were let throughout that time. For grounds (f) and (g) the landlord must prove its intention at the hearing.</p>
<h2>Compensation</h2>
<p>If the tenant is refused a new lease only on grounds (e), (f) or (g), or does not apply to court once those grounds are stated, it is entitled to compensation for disturbance under section 37. It is the rateable value of the holding multiplied by the &quot;appropriate multiplier&quot;, which is currently one. It is doubled if the tenant&#39;s business, including any predecessor in the same business, has occupied the premises for the whole of the 14 years before it leaves. A lease can exclude compensation, but not where the business has been in occupation for five years or more.</p>
<h2>The new lease</h2>
<p>If the court orders a new lease, it decides any terms not agreed. The term can be up to 15 years; the rent is the open market rent, disregarding the tenant&#39;s occupation, goodwill and its own improvements; and other terms generally follow the existing lease unless there is good reason to change them. Either party can ask the court to set an interim rent for the period while the renewal is decided.</p>
<h2>Reform: what is and is not changing</h2>
<p>The Law Commission is reviewing Part II of the Act. In 2025 it provisionally concluded that security of tenure with the option to contract out should stay. Its second consultation (June to September 2026) proposes contracting out within the lease itself and raising the six-month threshold to two years. Final recommendations are awaited, and any change needs legislation.</p>
<p>Separately, the English Devolution and Community Empowerment Act 2026 will ban upwards-only rent reviews in business leases, renewals included, once regulations bring it into force, expected in 2027. Options and agreements for renewal leases made since mid-March 2026 are already caught. Neither has yet changed the procedure described here.</p>
<p>If you have received a section 25 notice, or your lease is nearing its end, our <a href="/legal/commercial-property">commercial property team</a> will check the dates, protect your position with the court deadline and negotiate the new terms. For the points to settle in any new lease, see our guide to <a href="/knowledge/article/commercial-leases-key-terms">commercial lease key terms</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.legislation.gov.uk/ukpga/Eliz2/2-3/56/part/II">legislation.gov.uk: Landlord and Tenant Act 1954, Part II</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/Eliz2/2-3/56/section/30">legislation.gov.uk: Landlord and Tenant Act 1954, section 30</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/Eliz2/2-3/56/section/37">legislation.gov.uk: Landlord and Tenant Act 1954, section 37</a></li>
<li><a href="https://lawcom.gov.uk/project/business-tenancies-the-right-to-renew/">Law Commission: Business tenancies – the right to renew</a></li>
</ul>$kb$,
  'dfa7efaf-bfed-5571-b2b9-81341c496ec6',
  array['landlord and tenant act 1954', 'lease renewal', 'section 25 notice', 'security of tenure', 'commercial lease']::text[],
  'Yasmin Rahman',
  null,
  6,
  '/images/knowledge/lease-renewals-landlord-and-tenant-act-1954.svg',
  'Unless a business lease was contracted out, the tenant can usually stay on after it ends and ask the court for a new one. Either side starts the process with a notice given 6 to 12 months ahead; the landlord can refuse only on the grounds the Act lists, and on some of them must pay compensation.',
  true,
  '2026-11-26T01:45:00Z'::timestamptz,
  '2026-11-26T01:45:00Z'::timestamptz,
  '2026-11-26T01:45:00Z'::timestamptz
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

-- making-tax-digital-for-landlords
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '57eeff47-6f49-5da6-8fe1-e20ba98f628b',
  'Making Tax Digital for landlords: what changes and when',
  'making-tax-digital-for-landlords',
  'When landlords must join Making Tax Digital for Income Tax, how gross rents and self-employment income count, the rules for jointly owned property, quarterly updates and the records to keep.',
  $kb$<p>Making Tax Digital for Income Tax (MTD) replaces the annual tax return with digital records, quarterly updates and a final declaration. Landlords are one of the two groups it was designed for, alongside sole traders. The first landlords joined on 6 April 2026; many more join in April 2027 and April 2028. This guide covers what is particular to landlords. For the scheme as a whole, see our <a href="/knowledge/article/making-tax-digital-for-income-tax">guide to Making Tax Digital for Income Tax</a>.</p>
<h2>When you have to join</h2>
<p>You must join if your <strong>qualifying income</strong> for the tax year two years earlier is over the threshold:</p>
<table>
<thead>
<tr>
<th>You join from</th>
<th>If qualifying income is over</th>
<th>On your return for</th>
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
<p>The 2025/26 return you file by 31 January 2027 decides whether you start on 6 April 2027. If you do, your first quarterly update is due by 7 August 2027.</p>
<h2>What counts as qualifying income</h2>
<p>Qualifying income is <strong>gross</strong> income, before any expenses or mortgage interest, from:</p>
<ul>
<li>UK property: rents and other receipts from all your lets;</li>
<li>overseas property; and</li>
<li>self-employment: the turnover of every sole trade you run.</li>
</ul>
<p>They are <strong>added together</strong>. Salary, pensions, dividends, interest and partnership profits do not count. Because it is gross, a landlord with high rents and high interest costs can be in MTD while making little profit.</p>
<p><em>Examples:</em></p>
<ul>
<li>Helen&#39;s only income apart from her salary is rent of £34,000 a year from two flats. Her qualifying income is over £30,000, so she joins on 6 April 2027.</li>
<li>Marcus lets a house for £16,000 and has a sole trade turnover of £19,000. Neither is over the threshold alone, but together they are £35,000, so he joins on 6 April 2027 too.</li>
</ul>
<h2>Jointly owned property</h2>
<p>Each owner is assessed separately, on <strong>their own share</strong> of the gross rents. Spouses and civil partners are normally taxed 50:50 unless they own the property in unequal shares and have made a declaration to HMRC; other joint owners use their actual shares.</p>
<ul>
<li>Aisha and Ben jointly own lets with gross rents of £52,000. Each has £26,000 of qualifying income: neither joins in April 2027, but both will join on 6 April 2028 if their shares stay over £20,000.</li>
</ul>
<p>Joint owners in MTD get an easement for their jointly let property: they can keep a single entry per category for each quarter&#39;s income from it, send quarterly updates showing only their share of that <strong>income</strong>, and record and report their share of the <strong>expenses once a year</strong> with the final declaration. This saves having to agree the split of every bill four times a year.</p>
<h2>Quarterly updates</h2>
<p>Your software sends HMRC a summary of each property business every quarter. UK property and overseas property are separate businesses, each with its own updates.</p>
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
<p>You can opt for calendar quarters ending 30 June, 30 September, 31 December and 31 March, which suits landlords whose agents report monthly. The updates are cumulative and no tax is paid with them. After the year you make adjustments, add your other income and submit a <strong>final declaration</strong> by 31 January.</p>
<p>Late updates earn penalty points; at four points a £200 penalty is charged, and another for each further late submission.</p>
<h2>Digital records</h2>
<p>For each property business you must keep a digital record of every item of income and expense: the date, the amount and the category. In practice:</p>
<ul>
<li><strong>Letting agents:</strong> if an agent collects your rent, the agent&#39;s statements are your source, but the records must still reach your software; agree with the agent how you will get the figures each quarter.</li>
<li><strong>Smaller landlords:</strong> if your property income is below the VAT registration threshold of £90,000, you can simply label each item as income or expense (a &quot;three-line account&quot;). Residential finance costs such as mortgage interest must still be recorded separately, because they get the 20% tax credit rather than a deduction.</li>
<li><strong>Mixed items:</strong> where a cost is partly private, you can record only the business part.</li>
</ul>
<h2>Software</h2>
<p>You need software that HMRC recognises for MTD for Income Tax. Options include:</p>
<ul>
<li><strong>Full bookkeeping software</strong> with bank feeds, which suits landlords with several properties or a sole trade as well.</li>
<li><strong>Landlord-specific apps</strong> that handle property-by-property records and joint ownership splits.</li>
<li><strong>Spreadsheets with bridging software</strong>, which send your figures from a spreadsheet to HMRC. The spreadsheet itself counts as your digital records.</li>
</ul>
<p>Keep a separate bank account for the lettings if you can: it makes bank feeds and categorising far simpler.</p>
<h2>Who is not in MTD for Income Tax</h2>
<ul>
<li>Companies, which pay corporation tax, are outside it.</li>
<li>Partnerships, including property partnerships, are not yet in it; a partner&#39;s share of partnership income does not count.</li>
<li>Landlords with qualifying income at or below the threshold stay on the normal Self Assessment return, though they can join voluntarily.</li>
</ul>
<p>If you join in April 2027, now is the time to prepare: read our <a href="/knowledge/article/getting-ready-for-mtd-april-2027">checklist for April 2027</a>, and talk to our <a href="/accounting/landlords">landlord accounting team</a> or <a href="/accounting/bookkeeping">bookkeeping service</a>, who can set up the software and send the quarterly updates for you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates">GOV.UK: Use Making Tax Digital for Income Tax – send quarterly updates</a></li>
<li><a href="https://www.gov.uk/guidance/use-making-tax-digital-for-income-tax/submit-your-tax-return">GOV.UK: Use Making Tax Digital for Income Tax – submit your tax return</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2021/26/schedule/24">legislation.gov.uk: Finance Act 2021, Schedule 24 (late submission penalties)</a></li>
<li><a href="https://www.gov.uk/guidance/find-out-if-and-when-you-need-to-use-making-tax-digital-for-income-tax">GOV.UK: Find out if and when you need to use Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/guidance/follow-the-rules-for-making-tax-digital-for-income-tax">GOV.UK: Follow the rules for Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies">GOV.UK: Changes to tax relief for residential landlords – how it&#39;s worked out</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns">GOV.UK: Self Assessment tax returns</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
<li><a href="https://www.gov.uk/government/publications/digital-record-keeping-notice-for-making-tax-digital-for-income-tax/making-tax-digital-for-income-tax-digital-record-keeping-notice">GOV.UK: Making Tax Digital for Income Tax – digital record-keeping notice</a></li>
</ul>$kb$,
  '30b0ed12-e716-55e1-9fd4-0e6d9a9994f4',
  array['making tax digital', 'mtd', 'landlords', 'rental income', 'quarterly updates']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/making-tax-digital-for-landlords.svg',
  'Landlords join Making Tax Digital when their gross rents plus any self-employed turnover exceed £30,000 (from 6 April 2027) or £20,000 (from 6 April 2028). Joint owners count only their share, and can send income-only quarterly updates for jointly let property.',
  true,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz,
  '2026-11-26T01:30:00Z'::timestamptz
)
on conflict do nothing;

-- ministers-of-religion-tax-and-payroll
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'dc3d5af5-33ab-5fad-8378-206535c8f7bd',
  'Ministers of religion: tax, National Insurance and payroll explained',
  'ministers-of-religion-tax-and-payroll',
  'How ministers of religion are taxed: office holders on PAYE, National Insurance on stipends, the manse exemption, heating and lighting costs, expense claims and Self Assessment.',
  $kb$<p>Ministers of religion have a tax position unlike anyone else&#39;s. They are usually not employees in the ordinary sense, they often live in a house that goes with the post, and the church frequently pays some of the household bills. The rules that follow apply across the UK and to ministers of every faith and denomination; they are set out in the Income Tax (Earnings and Pensions) Act 2003 (ITEPA) and HMRC&#39;s Employment Income Manual.</p>
<h2>Office holders, taxed like employees</h2>
<p>Most ministers hold an <strong>office</strong> rather than a contract of employment. For income tax this makes little difference: a stipend or salary is employment income, and the church, diocese or central body that pays it must run <strong>PAYE</strong>, just as for any employee.</p>
<p>Taxable earnings include:</p>
<ul>
<li>the stipend or salary;</li>
<li>fees for weddings, funerals and other services, unless they are legally assigned to the church or diocese (in which case they are the church&#39;s income, not the minister&#39;s);</li>
<li>taxable benefits and expense payments not covered by an exemption.</li>
</ul>
<h2>National Insurance</h2>
<p>A minister whose pay consists <strong>wholly or mainly of a stipend or salary</strong> is treated as an employed earner, so the payer deducts Class 1 National Insurance:</p>
<ul>
<li>the minister pays 8% on earnings above £12,570 a year, and 2% above £50,270;</li>
<li>the church pays employer&#39;s National Insurance at 15% on earnings above £5,000 a year, although an eligible charity can set the Employment Allowance of up to £10,500 against its bill.</li>
</ul>
<p>Where a minister has no stipend and is paid mainly from collections or what is left in church funds, as HMRC accepts for Catholic priests and Elim ministers, they are not employed earners for National Insurance, although they are still office holders taxed on their earnings. Take advice if your arrangements look like this.</p>
<h2>The house that goes with the post</h2>
<h3>The accommodation itself</h3>
<p>Living accommodation is normally a taxable benefit, but HMRC accepts that ministers meet the test for the <strong>job-related accommodation</strong> exemption: the minister lives there because it is customary and for the better performance of the duties. So a manse, vicarage or presbytery provided for the minister to live in and work from is <strong>not taxed</strong>, unless the minister&#39;s role is purely administrative.</p>
<h3>Council tax and water charges</h3>
<p>For a full-time minister living in a house in which a charity or ecclesiastical body owns an interest, and from which the ministry is carried out, council tax and water charges paid or reimbursed by the church are <strong>exempt</strong>.</p>
<h3>Heating, lighting, cleaning and gardening</h3>
<p>What happens here depends on the minister&#39;s earnings.</p>
<ul>
<li><strong>Lower-paid ministers</strong>: if the minister&#39;s earnings (including benefits and expense payments, worked out under special rules) are at a rate of less than <strong>£8,500</strong> a year, heating, lighting, cleaning and gardening costs paid or reimbursed by the church are <strong>tax-free</strong>. So is an allowance for them, to the extent it is actually spent on them. Several other benefits, such as most expense payments and loans, are also not taxed.</li>
<li><strong>Other ministers</strong>: heating, lighting and cleaning, together with repairs, decoration and furniture, are a taxable benefit, but the taxable amount is <strong>capped at 10% of the minister&#39;s net earnings</strong> (earnings after allowable expenses), less anything the minister pays back.</li>
</ul>
<p>For National Insurance, HMRC does not charge Class 1 on reimbursed heating, lighting and cleaning. If the church contracts with the energy supplier and pays the bills itself, however, it may owe Class 1A National Insurance on the benefit.</p>
<h2>Worked example</h2>
<p>Revd Sarah Jones receives a stipend of £30,000 and lives in the manse, owned by the church trustees. She claims £1,000 of allowable expenses. The church reimburses her heating, lighting and cleaning bills of £3,600.</p>
<ul>
<li>Net earnings: £30,000 − £1,000 = £29,000.</li>
<li>Cap: 10% × £29,000 = £2,900.</li>
<li>Taxable benefit: the lower of £3,600 and £2,900, so <strong>£2,900</strong>.</li>
<li>The house itself and the council tax paid by the church: not taxed.</li>
</ul>
<h2>Expenses a minister can claim</h2>
<p>ITEPA section 351 lets a minister deduct:</p>
<ul>
<li>expenses incurred <strong>wholly, exclusively and necessarily</strong> in performing the duties, such as robes, books, telephone and office costs, and business mileage in their own car;</li>
<li>if the minister <strong>pays rent</strong> for a home part of which is used mainly and substantially for the ministry, up to <strong>a quarter</strong> of the rent (or less, if a smaller share is reasonable);</li>
<li>if the minister lives in a house owned by a charity or church body, <strong>a quarter</strong> of what they themselves pay for its maintenance, repair, insurance or management.</li>
</ul>
<p>Expenses the church reimburses tax-free cannot be claimed again.</p>
<h2>Self Assessment</h2>
<p>Many ministers need to file a Self Assessment return, for example to claim expenses, to report fees received gross that were not assigned to the church, or because they have other income. If HMRC sends a notice to file, a return is required. The usual dates apply: register by 5 October after the end of the tax year if you are new to it, and file online by 31 January. See our guide to <a href="/knowledge/article/self-assessment-deadlines-and-penalties">Self Assessment deadlines and penalties</a>.</p>
<h2>A checklist for church treasurers</h2>
<ul>
<li>Run PAYE on the stipend and any other regular payments.</li>
<li>Check whether wedding and funeral fees are assigned to the church.</li>
<li>Keep the bills and reimbursement records for heating, lighting and cleaning.</li>
<li>Report taxable benefits to HMRC by 6 July after the tax year, unless you payroll them.</li>
<li>Consider Gift Aid on the congregation&#39;s giving: see <a href="/knowledge/article/gift-aid-for-charities-and-churches">Gift Aid for charities and churches</a>.</li>
</ul>
<p>Our <a href="/accounting/churches">churches and charities team</a> runs payroll for churches and ministers and can check that the accommodation and expense rules are applied correctly.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/employer-reporting-expenses-benefits">GOV.UK: Expenses and benefits for employers</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/1/section/315">legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 315</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/1/section/290D">legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 290D</a></li>
<li><a href="https://www.gov.uk/national-insurance-rates-letters">GOV.UK: National Insurance rates and categories</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027">GOV.UK: Rates and thresholds for employers 2026 to 2027</a></li>
<li><a href="https://www.gov.uk/claim-employment-allowance">GOV.UK: Employment Allowance</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim60020">HMRC Employment Income Manual: EIM60020 – ministers of religion, provided living accommodation</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim60013">HMRC Employment Income Manual: EIM60013 – ministers of religion, statutory amounts</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim60066">HMRC Employment Income Manual: EIM60066 – benefits code not applicable to lower-paid ministers</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-income-manual/eim60044">HMRC Employment Income Manual: EIM60044 – ministers of religion, property expenses</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim74200">HMRC National Insurance Manual: NIM74200 – ministers of religion</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/1/section/351">legislation.gov.uk: Income Tax (Earnings and Pensions) Act 2003, section 351</a></li>
</ul>$kb$,
  'c27a4a26-4b11-5e57-82f0-bd1631e306f4',
  array['ministers of religion', 'clergy', 'payroll', 'churches', 'living accommodation']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/ministers-of-religion-tax-and-payroll.svg',
  'Most ministers are office holders taxed through PAYE, with Class 1 National Insurance on a stipend. A house provided for the ministry is usually tax-free, council tax and water charges paid by the church are exempt, and heating, lighting and cleaning costs are tax-free for lower-paid ministers and capped at 10% of net earnings for others.',
  true,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz
)
on conflict do nothing;

-- payments-on-account-explained
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '5ff3200a-e87c-59b4-93c4-7e5509de526f',
  'Payments on account explained: why HMRC wants next year''s tax now',
  'payments-on-account-explained',
  'When Self Assessment payments on account apply, the two tests that switch them off, the January and July dates, the balancing payment and how to reduce them safely.',
  $kb$<p>Payments on account are the part of Self Assessment that catches almost everyone out at least once. They are not a penalty or an extra tax: they are advance payments towards the current year&#39;s bill, based on last year&#39;s. Understanding them makes your cash flow far easier to plan.</p>
<h2>What payments on account are</h2>
<p>HMRC does not want to wait until the January after the tax year ends to collect tax on income you earn throughout it. So instead of one payment a year, most people in Self Assessment pay in three instalments:</p>
<ol>
<li><strong>First payment on account</strong>, due 31 January in the tax year itself.</li>
<li><strong>Second payment on account</strong>, due 31 July just after the tax year ends.</li>
<li><strong>Balancing payment</strong>, due the following 31 January, for whatever is still owed once your return shows the real figure.</li>
</ol>
<p>Each payment on account is <strong>50% of your previous year&#39;s Self Assessment bill</strong>. Payments on account cover income tax and, if you are self-employed, Class 4 National Insurance. They do <strong>not</strong> include capital gains tax or student loan repayments; those are paid in full with the balancing payment.</p>
<h2>When they apply: the two tests</h2>
<p>You have to make payments on account unless either of these is true:</p>
<ul>
<li><strong>Your last Self Assessment bill was less than £1,000.</strong> The &quot;bill&quot; here is the tax due through Self Assessment, after tax already deducted at source.</li>
<li><strong>More than 80% of your total tax for last year was collected at source</strong>, for example through PAYE on a salary or pension, or deducted from interest.</li>
</ul>
<p>So an employee with a small amount of rental income, where most of their tax comes through PAYE, usually makes no payments on account. A sole trader or landlord whose tax is all paid through Self Assessment usually does, once the bill reaches £1,000.</p>
<p>The tests are applied to each year&#39;s bill in turn, so payments on account can start, stop and start again as your income changes.</p>
<h2>The balancing payment</h2>
<p>When you file your return, HMRC compares the tax due for the year with the two payments on account you have made:</p>
<ul>
<li>If you paid <strong>too little</strong>, the difference is your balancing payment, due on 31 January together with the first payment on account for the next year.</li>
<li>If you paid <strong>too much</strong>, HMRC refunds the difference or sets it against what you owe next.</li>
</ul>
<h2>Worked example</h2>
<p>Priya is a self-employed designer. Her Self Assessment bill for 2025/26 was £8,000, none of it collected at source, and she made payments on account of £3,000 each towards it.</p>
<p><strong>On 31 January 2027</strong> she pays:</p>
<ul>
<li>the balancing payment for 2025/26: £8,000 − £6,000 = <strong>£2,000</strong>;</li>
<li>her first payment on account for 2026/27: 50% of £8,000 = <strong>£4,000</strong>;</li>
<li>a total of <strong>£6,000</strong>.</li>
</ul>
<p><strong>On 31 July 2027</strong> she pays her second payment on account of <strong>£4,000</strong>.</p>
<p>Her 2026/27 profits turn out higher, and her bill for the year is £9,500. She has already paid £8,000 on account, so on 31 January 2028 she pays a balancing payment of £1,500, plus a first payment on account of £4,750 for 2027/28.</p>
<h2>The first-year shock</h2>
<p>In your first year of self-employment you have made no payments on account, so the first January bill includes <strong>the whole of the first year&#39;s tax plus half as much again</strong> as the first payment on account for the next year. Then another half arrives in July. Setting aside a share of every invoice from day one is the simplest protection. Our guide to <a href="/knowledge/article/your-first-self-assessment-tax-return">your first Self Assessment tax return</a> covers this in more detail.</p>
<h2>Reducing your payments on account</h2>
<p>If you know this year&#39;s bill will be lower than last year&#39;s, for example because profits have fallen, you have stopped trading, more of your income will be taxed through PAYE or you will claim a new relief, you can ask HMRC to reduce your payments on account. You can do this:</p>
<ul>
<li><strong>online</strong>, by signing in to your HMRC online account, viewing your latest Self Assessment return and choosing &quot;Reduce payments on account&quot;; or</li>
<li><strong>by post</strong>, on form <strong>SA303</strong>.</li>
</ul>
<p>You need to give a reason and say what the reduced payments should be. The reduction applies to both payments on account equally. You can reduce them to nil if you expect no Self Assessment bill at all.</p>
<h3>The catch: interest if you reduce them too far</h3>
<p>If you reduce your payments on account and your final bill turns out higher than the reduced amounts, HMRC charges <strong>interest</strong> on the shortfall from each original due date until it is paid. Late payment interest runs at the Bank of England base rate plus 4%. HMRC can also charge a penalty if a claim to reduce them is made negligently or fraudulently.</p>
<p>So reduce only on a realistic estimate, ideally using up-to-date management figures or bookkeeping, not on hope.</p>
<h2>If you cannot pay</h2>
<p>Interest runs on late payments on account just as it does on the balancing payment. Late payment penalties apply only to the balancing payment, not to payments on account. If you cannot pay in full, contact HMRC before the due date: bills of up to £30,000 can usually be spread under a payment plan set up online. Our article on <a href="/knowledge/article/self-assessment-deadlines-and-penalties">Self Assessment deadlines and penalties</a> sets out the full penalty rules.</p>
<h2>Practical tips</h2>
<ul>
<li>Check your HMRC online account statement before each 31 January and 31 July, so the amounts are not a surprise.</li>
<li>File early. You do not have to pay until 31 January, but knowing the figure in the autumn lets you plan or reduce in good time.</li>
<li>Keep a separate savings account for tax and move money into it each month.</li>
</ul>
<p>If you would like us to forecast your bill, decide whether a reduction is safe and file your return, our <a href="/accounting/self-assessment">Self Assessment team</a> can take it off your hands.</p>
<h2>Sources</h2>
<p>Facts as at 27 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/understand-self-assessment-bill/payments-on-account">GOV.UK: Understand your Self Assessment tax bill – payments on account</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
<li><a href="https://www.gov.uk/pay-self-assessment-tax-bill/pay-in-instalments">GOV.UK: Pay your Self Assessment tax bill – pay in instalments</a></li>
</ul>$kb$,
  '3034f17f-8a8f-5270-acad-529ff370755e',
  array['payments on account', 'self assessment', 'balancing payment', 'sa303', 'tax bill']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/payments-on-account-explained.svg',
  'Unless your last Self Assessment bill was under £1,000 or more than 80% of your tax was collected at source, you pay two advance instalments towards the next year, each half of last year''s bill, on 31 January and 31 July. You can ask to reduce them if your income has fallen, but you pay interest if you reduce them too far.',
  true,
  '2026-11-26T01:10:00Z'::timestamptz,
  '2026-11-26T01:10:00Z'::timestamptz,
  '2026-11-27T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- payroll-and-employer-national-insurance
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'faa33e79-a4b6-5cbf-bb70-de2a906259af',
  'Running payroll in a small company: RTI, employer''s National Insurance and pensions in 2026/27',
  'payroll-and-employer-national-insurance',
  'How a small company runs payroll in 2026/27: real time information, FPS and EPS, employer''s National Insurance, the Employment Allowance, directors'' NICs and pensions.',
  $kb$<p>Once your company pays anyone, a director included, above the lower earnings limit or above the tax and National Insurance thresholds, it is an employer. It must register for PAYE with HMRC before the first payday, run payroll through software that reports to HMRC, and deal with workplace pensions. None of this is difficult once it is set up, but the details catch people out.</p>
<h2>Real time information: FPS and EPS</h2>
<p>Payroll is reported under <strong>real time information (RTI)</strong>. Two submissions do most of the work.</p>
<ul>
<li><strong>Full Payment Submission (FPS)</strong>: sent on or before each payday. It lists every employee paid, their gross pay, tax, National Insurance, student loan and pension deductions. If you pay someone and do not send an FPS, HMRC&#39;s records will not match yours and penalties can follow.</li>
<li><strong>Employer Payment Summary (EPS)</strong>: sent when you need to adjust what you owe, for example to claim the Employment Allowance, to reclaim statutory parental pay, or to tell HMRC that you paid nobody in a tax month. It is due by the 19th of the following tax month.</li>
</ul>
<p>HMRC works out what you owe from your submissions. PAYE and National Insurance are paid monthly, by the 22nd of the following tax month if paid electronically (quarterly if your average monthly bill is small enough). The tax year runs from 6 April to 5 April.</p>
<h2>Employer&#39;s National Insurance in 2026/27</h2>
<p>The employer pays <strong>secondary Class 1 National Insurance</strong> on top of each employee&#39;s pay:</p>
<ul>
<li>Rate: <strong>15%</strong> on earnings above the secondary threshold.</li>
<li>Secondary threshold: <strong>£5,000</strong> a year (worked out per pay period for most employees).</li>
</ul>
<p>These have applied since 6 April 2025. The employee separately pays 8% on earnings between £12,570 and £50,270, and 2% above that, deducted through payroll. Pay at or above the lower earnings limit of £6,708 counts towards the employee&#39;s State Pension even where no contributions are due.</p>
<p>Employers pay no secondary contributions up to the upper earnings limit for employees under 21 and apprentices under 25, which your software handles through the employee&#39;s National Insurance category letter.</p>
<h3>Worked example</h3>
<p>Priya&#39;s company employs a part-time assistant on £18,000 a year.</p>
<ul>
<li>Earnings above the secondary threshold: £18,000 − £5,000 = £13,000</li>
<li>Employer&#39;s National Insurance: £13,000 × 15% = £1,950 a year</li>
</ul>
<p>If the company can claim the Employment Allowance, that £1,950 is wiped out.</p>
<h2>The Employment Allowance</h2>
<p>The Employment Allowance reduces an eligible employer&#39;s secondary National Insurance by up to <strong>£10,500</strong> a year. You claim it through your payroll software on an EPS, and it is set against your bills as the year goes on until it is used up.</p>
<p>You <strong>cannot</strong> claim it if:</p>
<ul>
<li>your company&#39;s only employee paid above the secondary threshold is a director (the &quot;single-director&quot; rule, which can also catch a company with other staff who are all paid below the threshold);</li>
<li>you are a public body, or a business doing more than half its work in the public sector, unless you are a charity;</li>
<li>the employees are domestic staff such as a nanny or gardener, unless they are care or support workers;</li>
<li>another company in your group, or a connected company, already claims it (only one claim is allowed across connected companies).</li>
</ul>
<p>Two directors each paid above the threshold, or a director plus one employee paid above it, is enough to pass the single-director test for the year.</p>
<h2>Directors: an annual earnings period</h2>
<p>Directors&#39; National Insurance is worked out on an <strong>annual earnings period</strong>, not pay period by pay period. Whether a director is paid monthly, in one lump or irregularly, contributions are calculated on cumulative pay for the tax year against the annual thresholds. A director appointed part way through the year has a pro-rata period.</p>
<p>Payroll software will usually let a director pay contributions on account each month using the ordinary method, with the annual calculation made at the final payday of the year. This avoids a large deduction in the month a bonus is paid. Many owner-directors set their salary with these thresholds in mind; our guide to <a href="/knowledge/article/director-salary-vs-dividends">salary and dividends</a> explains the usual choice.</p>
<h2>Workplace pensions: automatic enrolment</h2>
<p>Every employer has duties under automatic enrolment, even if it has only one employee.</p>
<ul>
<li><strong>Who must be enrolled</strong>: workers aged 22 or over and under State Pension age who earn more than £10,000 a year and usually work in the UK. Others can ask to join.</li>
<li><strong>Minimum contributions</strong>: 8% of qualifying earnings in total, of which the employer pays at least 3%.</li>
<li><strong>Declaration of compliance</strong>: you must tell The Pensions Regulator how you have met your duties, and re-enrol staff who opted out every three years.</li>
</ul>
<p>A company whose only staff are directors without employment contracts may have no duties, but it should tell The Pensions Regulator so.</p>
<h2>Expenses, benefits and the year end</h2>
<p>After 5 April each year:</p>
<ul>
<li>send the final FPS for the year, marked as the final submission, by your last payday;</li>
<li>give a <strong>P60</strong> to each employee still employed on the last day of the tax year, by 31 May;</li>
<li>report taxable benefits such as company cars or beneficial loans on <strong>P11D</strong> forms by 6 July, unless you payroll them, and pay Class 1A National Insurance on them by 22 July if paying electronically.</li>
</ul>
<p>From April 2027 payrolling most benefits becomes compulsory, so the P11Ds for 2026/27 are the last most employers will file; beneficial loans and living accommodation can stay on P11D unless you choose to payroll them.</p>
<p>Give leavers a P45 and report the leaving date on the FPS. Keep payroll records for at least three years after the end of the tax year they relate to.</p>
<h2>Getting it right from the start</h2>
<p>Most payroll problems come from the set-up: a missed starter checklist, the wrong tax code or category letter, or an Employment Allowance claimed when the single-director rule applies. Our <a href="/accounting/payroll">payroll team</a> can run your payroll each month, file your RTI submissions and handle auto-enrolment for you.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/employer-reporting-expenses-benefits">GOV.UK: Expenses and benefits for employers</a></li>
<li><a href="https://www.gov.uk/payroll-annual-reporting/give-employees-p60-form">GOV.UK: Payroll – annual reporting, give employees a P60</a></li>
<li><a href="https://www.gov.uk/national-insurance-rates-letters">GOV.UK: National Insurance rates and categories</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027">GOV.UK: Rates and thresholds for employers 2026 to 2027</a></li>
<li><a href="https://www.gov.uk/claim-employment-allowance">GOV.UK: Employment Allowance</a></li>
<li><a href="https://www.gov.uk/workplace-pensions/about-workplace-pensions">GOV.UK: Workplace pensions – about workplace pensions</a></li>
<li><a href="https://www.gov.uk/workplace-pensions/what-you-your-employer-and-the-government-pay">GOV.UK: Workplace pensions – what you, your employer and the government pay</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['payroll', 'national insurance', 'employment allowance', 'paye', 'auto-enrolment']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/payroll-and-employer-national-insurance.svg',
  'Every payday your company reports pay to HMRC in real time and pays employer''s National Insurance at 15% above £5,000 a year. The Employment Allowance takes up to £10,500 off that bill, but not if a single director is the only person paid above the threshold.',
  true,
  '2026-11-26T01:10:00Z'::timestamptz,
  '2026-11-26T01:10:00Z'::timestamptz,
  '2026-11-26T01:10:00Z'::timestamptz
)
on conflict do nothing;

-- rd-tax-relief-merged-scheme
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '03807e22-3709-5fad-a56f-46b292caaaa4',
  'R&D tax relief: the merged scheme and enhanced support for R&D-intensive SMEs',
  'rd-tax-relief-merged-scheme',
  'How R&D tax relief works under the merged scheme: the taxable expenditure credit, ERIS for loss-making R&D-intensive SMEs, overseas limits and the paperwork HMRC now expects.',
  $kb$<p>Research and development tax relief rewards companies that spend money trying to resolve scientific or technological uncertainty, whatever their size or sector. The rules were rebuilt for accounting periods beginning on or after 1 April 2024: the old SME scheme and the old R&amp;D expenditure credit (RDEC) were merged into one scheme, with a separate, more generous route kept for loss-making companies that are R&amp;D intensive.</p>
<h2>What counts as R&amp;D</h2>
<p>A project qualifies if it seeks an advance in science or technology by resolving uncertainty that a competent professional in the field could not readily resolve. Developing a new product is not enough on its own; the question is whether the <strong>how</strong> was uncertain. Qualifying costs typically include:</p>
<ul>
<li>staff costs for employees directly working on R&amp;D, including employer&#39;s National Insurance and pension contributions;</li>
<li>externally provided workers and subcontracted R&amp;D (subject to the overseas rules below);</li>
<li>consumables used up in the R&D;</li>
<li>software, data licences and cloud computing used directly in the R&amp;D.</li>
</ul>
<p>Capital spending does not qualify for R&amp;D relief, but may qualify for <a href="/knowledge/article/capital-allowances-full-expensing-and-aia">capital allowances</a>.</p>
<h2>The merged scheme</h2>
<p>Under the merged scheme the company claims an <strong>expenditure credit of 20%</strong> of its qualifying spending. The credit is taxable income, so its net value depends on the company&#39;s corporation tax rate:</p>
<ul>
<li>about 15p for each pound of qualifying spend for a company paying the main rate of 25%;</li>
<li>about 16p for each pound for a company paying the small profits rate of 19%.</li>
</ul>
<p>The credit is used first against the company&#39;s corporation tax bill. If the company has no tax to pay, for example because it is loss-making, the credit can be paid out in cash after a deduction for notional tax, which is charged at the small profits rate (19%) for loss-making companies. The cash payment is capped by reference to the company&#39;s PAYE and National Insurance bill, with exceptions for companies that create or manage their own intellectual property, and any balance can be set against other tax debts or carried forward.</p>
<h3>Who claims for contracted R&amp;D</h3>
<p>The merged scheme decides who claims when R&amp;D is done under contract. Broadly, the company that <strong>decides to carry out the R&amp;D</strong> and bears the risk claims for it. A company doing R&amp;D for a customer cannot usually claim if the customer contracted for the R&amp;D, even if the contract did not spell it out, though it may be able to claim for R&amp;D it chooses to do that goes beyond what the contract required. Unlike the old SME scheme, projects that receive grants or other subsidies do not lose relief under the merged scheme.</p>
<h3>Worked example</h3>
<p>Orbital Ltd is profitable and pays the main rate. It spends £200,000 on qualifying R&amp;D.</p>
<ul>
<li>Expenditure credit: £200,000 × 20% = £40,000</li>
<li>Corporation tax on the credit: £40,000 × 25% = £10,000</li>
<li>Net benefit: £30,000, about 15p per pound spent.</li>
</ul>
<h2>Enhanced R&amp;D intensive support (ERIS)</h2>
<p>A loss-making SME that is <strong>R&amp;D intensive</strong> can choose ERIS instead of the merged scheme. It is R&amp;D intensive if its qualifying R&amp;D spending is at least <strong>30%</strong> of its total relevant expenditure (broadly its total costs). A company that falls below the threshold for a year after qualifying the year before can usually still claim for that year.</p>
<p>Under ERIS the company:</p>
<ul>
<li>deducts an extra <strong>86%</strong> of its qualifying spending in working out its loss, on top of the normal deduction; and</li>
<li>can surrender the resulting loss for a payable credit of <strong>14.5%</strong>.</li>
</ul>
<p>That is worth up to about 27p for each pound of qualifying spend, against about 16p under the merged scheme. The company must meet the SME definition used for R&amp;D, which looks at staff numbers, turnover and balance sheet and includes linked and partner enterprises.</p>
<h2>Overseas restrictions</h2>
<p>For accounting periods starting on or after 1 April 2024, subcontracted R&amp;D and externally provided workers generally qualify only if the work is done in the UK or the workers are paid through UK payroll. The exception is where the R&amp;D needs conditions that do not exist in the UK, such as a particular geography, environment or population, or a legal or regulatory requirement, for example a clinical trial that must take place abroad. Cost, or a shortage of suitable staff in the UK, does not count.</p>
<h2>Paperwork: notification and the additional information form</h2>
<p>HMRC has tightened the process, and missing a step means losing the claim.</p>
<ul>
<li><strong>Claim notification</strong>: for accounting periods beginning on or after 1 April 2023, a company claiming for the first time, or which has not claimed in the previous three years, must tell HMRC it intends to claim. The window runs from the first day of the accounting period to <strong>6 months after its end</strong>. Miss it and the claim is invalid.</li>
<li><strong>Additional information form</strong>: every claim must be supported by an online form, submitted before the Company Tax Return that includes the claim. It describes the projects, breaks down the costs and names the senior officer responsible and any adviser involved. Without it, HMRC removes the claim from the return.</li>
<li><strong>Time limit</strong>: the claim itself must be made in the Company Tax Return, or an amendment to it, within two years of the end of the accounting period.</li>
</ul>
<p>HMRC checks a high proportion of claims, so keep technical notes showing the uncertainty, the work done and how costs were apportioned to each project.</p>
<h2>Getting help</h2>
<p>R&amp;D claims are worth doing properly or not at all: an overstated claim can bring penalties as well as repayment. Our <a href="/accounting/research-development">R&amp;D tax relief team</a> can check eligibility, deal with the notification and additional information form, and prepare the claim alongside your <a href="/knowledge/article/corporation-tax-rates-and-marginal-relief">corporation tax</a>.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/guidance/corporation-tax-research-and-development-rd-relief">GOV.UK: Corporation Tax – research and development (R&amp;D) relief</a></li>
<li><a href="https://www.gov.uk/guidance/tell-hmrc-that-youre-planning-to-claim-research-and-development-rd-tax-relief">GOV.UK: Tell HMRC that you&#39;re planning to claim R&amp;D tax relief</a></li>
<li><a href="https://www.gov.uk/guidance/research-and-development-rd-tax-relief-the-merged-scheme-and-enhanced-rd-intensive-support">GOV.UK: R&amp;D tax relief – the merged scheme and enhanced R&amp;D intensive support</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/corporate-intangibles-research-and-development-manual/cird127000">HMRC manual: Corporate Intangibles Research and Development Manual, CIRD127000</a></li>
</ul>$kb$,
  'ed650ea6-9d81-5b42-b567-085084743938',
  array['research and development', 'r&d tax relief', 'rdec', 'eris', 'corporation tax']::text[],
  'Rajesh Mehta',
  null,
  6,
  '/images/knowledge/rd-tax-relief-merged-scheme.svg',
  'For accounting periods starting on or after 1 April 2024, most companies claim a taxable credit of 20% of their qualifying R&D spending under the merged scheme. Loss-making SMEs that spend at least 30% of their costs on R&D can instead claim enhanced R&D intensive support.',
  true,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz
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
<p>HMRC expects you to pay <strong>payments on account</strong> towards the next year unless your last Self Assessment bill was under £1,000, or more than 80% of your tax was collected at source (for example through PAYE). A bill of exactly £1,000 brings them. Each is half of the previous year&#39;s bill, and they are due on 31 January and 31 July. On the following 31 January you pay any balance, or get a refund if you paid too much.</p>
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
<p>Facts as at 27 November 2026.</p>
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
  '2026-11-27T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- stamp-duty-land-tax-explained
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '2e21fe94-b6ab-5bb2-94f8-186ce2628fb3',
  'Stamp Duty Land Tax explained: rates, reliefs and the 14-day return',
  'stamp-duty-land-tax-explained',
  'How Stamp Duty Land Tax is worked out in England and Northern Ireland: residential bands, first-time buyers'' relief, the higher rates, non-resident surcharge, commercial rates and the return.',
  $kb$<p>Stamp Duty Land Tax (SDLT) is the tax a buyer pays on a purchase of land or property in England and Northern Ireland, including the grant or assignment of a lease. It is the buyer&#39;s tax, not the seller&#39;s, and it has to be paid within days of completion, so it belongs in your budget from the moment you make an offer.</p>
<h2>How the residential rates work</h2>
<p>SDLT is charged in slices, like income tax: each rate applies only to the part of the price that falls within its band. The temporary higher thresholds ended on 31 March 2025, and the standard residential rates are now:</p>
<table>
<thead>
<tr>
<th>Part of the price</th>
<th>Rate</th>
</tr>
</thead>
<tbody><tr>
<td>Up to £125,000</td>
<td>0%</td>
</tr>
<tr>
<td>£125,000 to £250,000</td>
<td>2%</td>
</tr>
<tr>
<td>£250,000 to £925,000</td>
<td>5%</td>
</tr>
<tr>
<td>£925,000 to £1,500,000</td>
<td>10%</td>
</tr>
<tr>
<td>Above £1,500,000</td>
<td>12%</td>
</tr>
</tbody></table>
<p>SDLT is charged on the &quot;chargeable consideration&quot;: usually the price, but it also includes things such as a debt you take over or work you do in exchange for the property.</p>
<h2>First-time buyers&#39; relief</h2>
<p>If every buyer is a first-time buyer and you will live in the property as your main home, you pay 0% on the first £300,000 and 5% on the rest, provided the price is no more than £500,000. Above that price the relief is lost altogether and the standard rates apply to the whole price.</p>
<p>A first-time buyer is someone who has never owned a freehold or a leasehold interest in a home anywhere in the world, including an inherited share. If you are buying with a partner who has owned a home before, neither of you gets the relief.</p>
<h2>Higher rates for additional dwellings</h2>
<p>The higher rates add 5% to every band. They usually apply when the price is £40,000 or more and, at the end of the day of completion, you own more than one residential property anywhere in the world and are not replacing your main residence. Buy-to-let and second-home purchases are the common cases. Spouses and civil partners are treated as one unit, so a property your partner owns counts.</p>
<p>If you buy a new main home before you have sold the old one, you pay the higher rates at first but can claim a refund if you sell the previous main home within three years.</p>
<p><strong>Companies</strong> pay the higher rates on every residential purchase, even their first. A dwelling over £500,000 bought by a company can be charged at a flat 17% unless a relief such as the one for property rental businesses applies. See our guide to <a href="/knowledge/article/buying-property-through-a-limited-company">buying property through a limited company</a>.</p>
<h2>The non-resident surcharge</h2>
<p>Buyers who are not resident in the UK pay a further 2% on every band when they buy residential property in England or Northern Ireland. For SDLT purposes an individual is broadly non-resident if they were not in the UK for at least 183 days in the 12 months before the purchase; there are separate tests for companies and trusts. If you become resident afterwards, you may be able to reclaim the surcharge.</p>
<h2>Worked example</h2>
<p>A buyer pays £350,000 for a house in England.</p>
<ul>
<li><strong>Standard rates:</strong> nothing on the first £125,000, £2,500 on the next £125,000 and £5,000 on the final £100,000: <strong>£7,500</strong>.</li>
<li><strong>First-time buyer:</strong> nothing on the first £300,000 and £2,500 on the remaining £50,000: <strong>£2,500</strong>.</li>
<li><strong>Additional dwelling:</strong> the surcharge adds £17,500 to the standard bill: <strong>£25,000</strong>.</li>
</ul>
<p>Our <a href="/legal/stamp-duty-calculator">stamp duty calculator</a> works out these figures for any price.</p>
<h2>Non-residential and mixed-use property</h2>
<p>Shops, offices, farmland and other non-residential property have their own rates. So do mixed-use purchases, such as a shop with a flat above, and purchases of six or more dwellings in one transaction.</p>
<table>
<thead>
<tr>
<th>Part of the price</th>
<th>Rate</th>
</tr>
</thead>
<tbody><tr>
<td>Up to £150,000</td>
<td>0%</td>
</tr>
<tr>
<td>£150,000 to £250,000</td>
<td>2%</td>
</tr>
<tr>
<td>Above £250,000</td>
<td>5%</td>
</tr>
</tbody></table>
<p>The higher rates and the non-resident surcharge do not apply to these rates. A new lease is also taxed on the net present value of its rent; our guide to <a href="/knowledge/article/commercial-leases-key-terms">commercial lease terms</a> explains how.</p>
<h2>Linked transactions</h2>
<p>Purchases from the same seller, or from people connected with them, that form part of a single scheme or series are &quot;linked&quot;. Their prices are added together to decide which rates apply, so splitting a purchase into parts does not keep each part in a lower band. Buying a house and the adjoining paddock from the same seller is a typical example.</p>
<h2>The return and payment</h2>
<p>The buyer must send HMRC an SDLT return and pay the tax within <strong>14 days</strong> of the effective date, usually completion. A return is needed for most purchases even when no tax is due, for example because of first-time buyers&#39; relief. Your conveyancer normally files the return and pays the tax from funds you provide; HMRC then issues the SDLT5 certificate, which is needed to register the purchase at HM Land Registry. Late returns attract penalties and late payment attracts interest. The legal responsibility is yours even when a solicitor files.</p>
<h2>Scotland and Wales are different</h2>
<p>SDLT does not apply in Scotland or Wales:</p>
<ul>
<li><strong>Scotland</strong> charges Land and Buildings Transaction Tax (LBTT), collected by Revenue Scotland, with its own bands, first-time buyer relief and Additional Dwelling Supplement.</li>
<li><strong>Wales</strong> charges Land Transaction Tax (LTT), collected by the Welsh Revenue Authority, with its own bands and higher rates for additional properties.</li>
</ul>
<p>The rates above apply in England and Northern Ireland only.</p>
<p>If you are buying a home, a buy-to-let or a commercial building, our <a href="/legal/commercial-property">property and conveyancing team</a> will check which rates and reliefs apply, file the return and pay the tax on time as part of the transaction.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/stamp-duty-land-tax/residential-property-rates">GOV.UK: Stamp Duty Land Tax – residential property rates</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property">GOV.UK: Stamp Duty Land Tax – buying an additional residential property</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-corporate-bodies">GOV.UK: Stamp Duty Land Tax – corporate bodies</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2003/14/schedule/9A">legislation.gov.uk: Finance Act 2003, Schedule 9A (non-resident surcharge)</a></li>
<li><a href="https://www.gov.uk/stamp-duty-land-tax/nonresidential-and-mixed-use-rates">GOV.UK: Stamp Duty Land Tax – non-residential and mixed use land and property rates</a></li>
<li><a href="https://www.gov.uk/stamp-duty-land-tax">GOV.UK: Stamp Duty Land Tax</a></li>
<li><a href="https://www.gov.uk/guidance/stamp-duty-land-tax-relief-for-land-or-property-transactions">GOV.UK: Stamp Duty Land Tax relief for land or property transactions</a></li>
</ul>$kb$,
  'dfa7efaf-bfed-5571-b2b9-81341c496ec6',
  array['stamp duty land tax', 'sdlt', 'first-time buyers', 'higher rates', 'conveyancing']::text[],
  'Yasmin Rahman',
  null,
  5,
  '/images/knowledge/stamp-duty-land-tax-explained.svg',
  'SDLT is charged in slices on the price of land in England and Northern Ireland, with a 5% surcharge on additional dwellings and a 2% surcharge for non-UK residents. A return is due, and the tax payable, within 14 days of completion. Scotland and Wales have their own taxes.',
  true,
  '2026-11-26T01:00:00Z'::timestamptz,
  '2026-11-26T01:00:00Z'::timestamptz,
  '2026-11-26T01:00:00Z'::timestamptz
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
<p>The allowance works on the tax year (6 April to 5 April). Income from different activities is added together: £700 from selling on a marketplace and £600 from brand deals makes £1,300, which is over the limit. Since 2024, online platforms such as eBay, Vinted, Etsy and Airbnb have reported sellers&#39; income to HMRC under international platform reporting rules, so HMRC may already know about income you have forgotten. The only small sellers left out are those selling goods who made fewer than 30 sales and under about £1,700 in the calendar year; income from letting property (on Airbnb, for example) or from services is reported however little there is.</p>
<p>A simple spreadsheet of what you receive and what you spend, updated monthly, means you can tell early whether you are heading over £1,000 and whether the allowance or your actual expenses will give the better result.</p>
<h2>Selling your own things is different</h2>
<p>Clearing out your wardrobe or selling unwanted personal items is not trading, and the money is not income. Buying items to resell at a profit, or making things to sell, is trading.</p>
<p>If your side income is growing and you are not sure whether you need to register, our <a href="/accounting/influencers">creators and influencers service</a> and <a href="/accounting/self-assessment">Self Assessment team</a> can tell you quickly and file the return if you need one.</p>
<h2>Sources</h2>
<p>Facts as at 27 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/reporting-rules-for-digital-platforms">GOV.UK: Reporting rules for digital platforms</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/self-employed-national-insurance-rates">GOV.UK: Self-employed National Insurance rates</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns">GOV.UK: Self Assessment tax returns</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/international-exchange-of-information/ieim901630">HMRC manual: International Exchange of Information Manual, IEIM901630 (excluded sellers)</a></li>
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
  '2026-11-27T12:00:00Z'::timestamptz
)
on conflict do nothing;

-- umbrella-company-vs-limited-company
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '5ad63684-b6a3-5a23-98fd-b42ad64b0179',
  'Umbrella company or limited company: which suits a contractor?',
  'umbrella-company-vs-limited-company',
  'How umbrella and limited company contracting each pay you, the employer costs inside an umbrella''s rate, the joint liability rules for umbrella PAYE, and when each option makes sense.',
  $kb$<p>Most contractors choose between two ways of being paid: through an <strong>umbrella company</strong>, which employs you, or through your <strong>own limited company</strong>. The right answer depends mainly on your IR35 status, how long you expect to contract and how much admin you are willing to take on. This guide explains how each works and compares them using an illustrative example.</p>
<h2>How an umbrella company pays you</h2>
<p>The agency or client pays the umbrella an agreed rate for your work, often called the <strong>assignment rate</strong>. The umbrella is your employer, and before it pays you a salary it deducts:</p>
<ul>
<li>its own <strong>margin</strong>, a fee per week or month;</li>
<li><strong>employer&#39;s National Insurance</strong> at 15% on your pay above £5,000 a year;</li>
<li>the <strong>Apprenticeship Levy</strong> of 0.5% of pay, which applies to employers whose total pay bill uses up the £15,000 levy allowance, as a large umbrella&#39;s will;</li>
<li><strong>employer pension contributions</strong> under auto-enrolment, unless you opt out.</li>
</ul>
<p>What is left is your <strong>gross pay</strong>, which is then taxed through PAYE like any job: income tax and employee&#39;s National Insurance at 8% (and 2% above the upper earnings limit). Holiday pay is either paid as you go or accrued and paid when you take leave.</p>
<p>So although you are quoted one rate, the employer&#39;s costs come out of it before your own tax. Ask any umbrella for a full illustration of the deductions before you sign.</p>
<p><strong>What you get:</strong> employment rights such as statutory sick pay, holiday pay, statutory maternity and paternity pay, a workplace pension, and no company to run.</p>
<p><strong>What you give up:</strong> most umbrella employees cannot have home-to-site travel and subsistence paid tax-free, because they work under the client&#39;s supervision, direction or control.</p>
<h2>Joint liability for umbrella PAYE</h2>
<p>From <strong>6 April 2026</strong>, if an umbrella fails to pay the PAYE income tax and National Insurance due on its workers&#39; pay, HMRC can recover it from the <strong>agency that contracts with the end client</strong>. If there is no agency in the chain, the <strong>end client</strong> is liable. Where the agency and umbrella are connected, the client can be liable too.</p>
<p>The practical result for contractors is that agencies and clients are checking umbrellas much more closely, and many will only work with umbrellas on an approved list. Be wary of any umbrella promising much higher take-home pay than others: that usually means part of your pay is being routed through loans or other arrangements HMRC treats as tax avoidance, and the worker can still end up with a tax bill.</p>
<h2>How a limited company pays you</h2>
<p>Your company invoices the agency or client. If the engagement is <strong>outside IR35</strong>:</p>
<ul>
<li>the company pays its running costs and any allowable expenses (see <a href="/knowledge/article/contractors-allowable-expenses">allowable expenses for contractors</a>);</li>
<li>it pays corporation tax on its profits at 19% to 25%, depending on the level of profit;</li>
<li>you take a small salary and the rest as dividends, taxed at 10.75% in the basic rate band and 35.75% in the higher rate band after the £500 dividend allowance.</li>
</ul>
<p>Note that a company whose only employee paid above the secondary threshold is its director cannot claim Employment Allowance. Our guide to <a href="/knowledge/article/director-salary-vs-dividends">director salary vs dividends</a> explains the usual mix.</p>
<p>If the engagement is <strong>inside IR35</strong> under the off-payroll rules, the fee-payer deducts income tax and employee&#39;s National Insurance from your company&#39;s invoices and pays employer&#39;s National Insurance on top. Your company still has accounts to file, but adds little.</p>
<h2>An illustrative comparison</h2>
<p>The figures below are an illustration only, for a contractor in England with £100,000 of contract income in a year, ignoring pension contributions and expenses other than those shown.</p>
<p><strong>Umbrella company (the same rate, whatever IR35 status)</strong></p>
<ul>
<li>Umbrella margin: £1,200</li>
<li>Employer&#39;s National Insurance and Apprenticeship Levy: about £12,600</li>
<li>Gross pay: about £86,200</li>
<li>Income tax and employee&#39;s National Insurance: about £25,600</li>
<li><strong>Take-home: about £60,500</strong></li>
</ul>
<p><strong>Limited company, outside IR35</strong></p>
<ul>
<li>Running costs such as accountancy and insurance: £3,000</li>
<li>Salary equal to the £12,570 personal allowance, and employer&#39;s National Insurance on it: about £13,700</li>
<li>Corporation tax: about £18,300</li>
<li>Dividends of about £65,000, with dividend tax of about £13,700</li>
<li><strong>Take-home: about £63,800</strong></li>
</ul>
<p>The gap in this example is a few thousand pounds a year, narrower than it used to be since dividend tax rates rose. It widens if the company can pay pension contributions or keep profits in the company, and disappears entirely for work inside IR35. In Scotland, the salary side is taxed at Scottish income tax rates, while dividends are taxed at the UK rates.</p>
<h2>When each suits</h2>
<p>An <strong>umbrella</strong> tends to suit you if:</p>
<ul>
<li>your work is mostly <strong>inside IR35</strong>;</li>
<li>you are contracting for a short time or between permanent jobs;</li>
<li>you value employment rights and no admin.</li>
</ul>
<p>A <strong>limited company</strong> tends to suit you if:</p>
<ul>
<li>your work is genuinely <strong>outside IR35</strong> and likely to stay so;</li>
<li>you expect to contract for several years;</li>
<li>you want flexibility over when you draw income, or to pay pension contributions through the company;</li>
<li>you are happy to take on director&#39;s duties, annual accounts and tax returns.</li>
</ul>
<p>Some contractors keep a company and use an umbrella for inside-IR35 engagements. Our guide to <a href="/knowledge/article/ir35-off-payroll-rules-explained">IR35 and the off-payroll rules</a> explains how status is decided.</p>
<p>If you are weighing up the options for a new contract, our <a href="/accounting/contractors">contractor accounting team</a> can model both with your own rate and circumstances.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/pay-apprenticeship-levy">GOV.UK: Pay Apprenticeship Levy</a></li>
<li><a href="https://www.gov.uk/corporation-tax-rates">GOV.UK: Rates for Corporation Tax</a></li>
<li><a href="https://www.gov.uk/tax-on-dividends">GOV.UK: Tax on dividends</a></li>
<li><a href="https://www.gov.uk/income-tax-rates">GOV.UK: Income Tax rates and Personal Allowances</a></li>
<li><a href="https://www.gov.uk/national-insurance-rates-letters">GOV.UK: National Insurance rates and categories</a></li>
<li><a href="https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027">GOV.UK: Rates and thresholds for employers 2026 to 2027</a></li>
<li><a href="https://www.gov.uk/hmrc-internal-manuals/employment-status-manual/esm2405">GOV.UK: HMRC Employment Status Manual – ESM2405, umbrella companies legislation: introduction</a></li>
</ul>$kb$,
  'c44cdb2f-dac9-55a4-b562-041488effe01',
  array['contractors', 'umbrella companies', 'limited company', 'ir35', 'take-home pay']::text[],
  'Rajesh Mehta',
  null,
  5,
  '/images/knowledge/umbrella-company-vs-limited-company.svg',
  'An umbrella employs you and runs PAYE, but employer''s National Insurance and its other costs come out of your rate first. A limited company usually leaves more take-home pay for work outside IR35, at the cost of more admin and responsibility. For mainly inside-IR35 work, an umbrella is often simpler.',
  true,
  '2026-11-26T02:20:00Z'::timestamptz,
  '2026-11-26T02:20:00Z'::timestamptz,
  '2026-11-26T02:20:00Z'::timestamptz
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

-- vat-for-creators-and-influencers
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'ed9401e0-ae89-5e3f-b96f-3d528c7e3fb9',
  'VAT for creators and influencers: when to register and what to charge',
  'vat-for-creators-and-influencers',
  'When a creator must register for VAT, why gifted products given for content count, how overseas brands and platforms are treated, the reverse charge and the Flat Rate Scheme.',
  $kb$<p>VAT tends to creep up on creators. Income arrives from brand deals, agencies, platforms and affiliate links, some of it from abroad and some of it in products rather than money, and it is easy to lose track of the total. This guide explains when you have to register, which income counts, and how VAT works once you are registered.</p>
<h2>When you must register</h2>
<p>You must register for VAT if your <strong>taxable turnover</strong> goes over <strong>£90,000</strong> in any rolling 12-month period, or if you expect it to go over that in the next 30 days alone. The rolling test is checked at the end of every month, not at the end of the tax year. Registration applies to you as a person (or to your company, if you trade through one), covering all your business activities together.</p>
<p>Our guide to the <a href="/knowledge/article/vat-registration-threshold">VAT registration threshold</a> explains both tests and what happens if you register late.</p>
<h2>What counts towards the threshold</h2>
<h3>Cash fees from UK brands and agencies</h3>
<p>Fees for sponsored posts, brand ambassador deals, usage rights, appearances and affiliate commission from UK businesses are taxable supplies, so they count in full.</p>
<h3>Gifted products given in return for content</h3>
<p>If a brand sends you products <strong>in exchange for</strong> a post, video or mention, HMRC treats this as a barter: you are supplying advertising services and being paid in goods. The value of those goods counts towards your taxable turnover, just as a cash fee would, and once you are registered you owe VAT on it. HMRC has been checking the brand side of these arrangements too.</p>
<p>Products that arrive with no obligation to post anything are different, as are items you must send back. Our guide to <a href="/knowledge/article/gifted-products-and-pr-packages">gifted products and PR packages</a> covers how to tell the difference and how to value what you keep.</p>
<h3>Fees from overseas businesses</h3>
<p>VAT on services normally follows the <strong>place of supply</strong> rules. For most services you supply to a <strong>business</strong> customer, the place of supply is where the customer belongs. So if an overseas brand, agency or platform pays you for content or advertising services, the supply is usually <strong>outside the scope of UK VAT</strong>:</p>
<ul>
<li>you do not charge UK VAT on your invoice;</li>
<li>the income does <strong>not</strong> count towards the UK registration threshold;</li>
<li>if you are registered, you can still normally reclaim VAT on costs that relate to that work.</li>
</ul>
<p>It matters which company in a group actually contracts with you and pays you. A brand may have a UK subsidiary, and many platforms pay creators through a company in Ireland, the USA or the UK. Check your contracts and payment statements rather than assuming.</p>
<p>Supplies to <strong>consumers</strong> (fans) follow different rules, and income from fan subscriptions, tips and digital content sold through a platform often depends on whether the platform is treated as selling to the fan itself. These need checking case by case.</p>
<h2>The reverse charge: services you buy from abroad</h2>
<p>Many creators buy services from overseas businesses: editing software subscriptions, advertising to boost posts, stock music, or freelance editors abroad. When the supplier belongs outside the UK and you buy for your business, the <strong>reverse charge</strong> usually applies:</p>
<ul>
<li><strong>If you are registered</strong>, you account for VAT on the purchase yourself, as if you had supplied it, and reclaim it as input tax in the same return. For most creators the net effect is nil.</li>
<li><strong>If you are not registered</strong>, the value of these reverse charge services <strong>counts towards your taxable turnover</strong> for the registration test. This surprises people: a creator with UK fees just under the threshold who spends heavily on overseas advertising can be required to register.</li>
</ul>
<h2>Voluntary registration</h2>
<p>You can register voluntarily below the threshold. It can make sense if:</p>
<ul>
<li>most of your clients are VAT-registered businesses, which can reclaim the VAT you charge, so your fees do not become more expensive for them;</li>
<li>you are buying expensive equipment or studio space with VAT on it;</li>
<li>most of your income is outside the scope of UK VAT but you have UK VAT on your costs.</li>
</ul>
<p>It rarely makes sense if much of your income comes from people or organisations that cannot reclaim VAT. Once registered, you must follow <a href="/knowledge/article/vat-returns-under-making-tax-digital">Making Tax Digital for VAT</a>, with digital records and quarterly returns.</p>
<h2>The Flat Rate Scheme and the limited cost trader trap</h2>
<p>Under the <a href="/knowledge/article/vat-flat-rate-scheme">Flat Rate Scheme</a> you pay HMRC a fixed percentage of your VAT-inclusive turnover instead of working out VAT on every purchase. The catch for creators is the <strong>limited cost trader</strong> test. If your spending on goods is less than 2% of your VAT-inclusive turnover, or less than £1,000 a year, you must use a rate of <strong>16.5%</strong>. Software, phone bills, advertising and editing are services, not goods, so most creators are caught.</p>
<h3>Worked example</h3>
<p>A creator invoices UK brands £20,000 plus VAT in a quarter, so collects £4,000 of VAT and has VAT-inclusive turnover of £24,000. Their costs carry £400 of VAT.</p>
<ul>
<li><strong>Standard accounting</strong>: £4,000 − £400 = <strong>£3,600</strong> to pay.</li>
<li><strong>Flat Rate Scheme as a limited cost trader</strong>: £24,000 × 16.5% = <strong>£3,960</strong> to pay.</li>
</ul>
<p>The scheme costs £360 more in the quarter. It is simpler, but rarely cheaper for a creator, so compare both methods with your own figures before joining, especially if you also have overseas clients.</p>
<h2>Practical steps</h2>
<ul>
<li><strong>Track a rolling 12-month total</strong> of UK fees, the value of products received for content, and reverse charge purchases. Check it monthly.</li>
<li><strong>Keep contracts and payment statements</strong> showing which company pays you and where it belongs.</li>
<li><strong>Ask agencies</strong> whether they invoice brands or act as your agent; it changes who you are supplying.</li>
<li><strong>Price deals VAT-exclusive</strong> in your contracts, so you can add VAT once registered.</li>
</ul>
<p>If you are getting close to the threshold, or already past it, our <a href="/accounting/influencers">creators and influencers team</a> can check your income streams, register you and run your VAT returns.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/vat-flat-rate-scheme/how-much-you-pay">GOV.UK: VAT Flat Rate Scheme – how much you pay</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
</ul>$kb$,
  '195d94b5-2fd3-5d1d-9fff-0a9609892c3b',
  array['vat', 'influencers', 'content creators', 'reverse charge', 'flat rate scheme']::text[],
  'Adaeze Okonkwo',
  null,
  5,
  '/images/knowledge/vat-for-creators-and-influencers.svg',
  'You must register for VAT once your taxable turnover passes £90,000 in any rolling 12 months, and products you receive in return for content count towards that. Fees from overseas businesses are usually outside the scope of UK VAT, but services you buy from abroad can push you over the threshold.',
  true,
  '2026-11-26T01:50:00Z'::timestamptz,
  '2026-11-26T01:50:00Z'::timestamptz,
  '2026-11-26T01:50:00Z'::timestamptz
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

-- vat-returns-under-making-tax-digital
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  'fee96995-076e-5eb0-bb56-276a6b665293',
  'VAT returns under Making Tax Digital: records, deadlines and penalties',
  'vat-returns-under-making-tax-digital',
  'How Making Tax Digital for VAT works for every VAT-registered business: digital records, digital links, bridging software, return and payment deadlines, penalty points and interest.',
  $kb$<p>Making Tax Digital (MTD) for VAT is no longer new, but it still catches businesses out. Since April 2022 it has applied to <strong>every</strong> VAT-registered business, whatever its turnover, including businesses that registered voluntarily. HMRC&#39;s old online VAT return form has closed, so the only way to file is through software that connects to HMRC. This guide covers what the rules ask of you, the deadlines and what happens when you miss one.</p>
<h2>Who has to follow the rules</h2>
<p>If you are registered for VAT, MTD applies to you. There are only narrow exemptions, which you must apply to HMRC for, for example where age, disability or location makes it not reasonably practicable to use computers, or for religious reasons. Being small, or registering voluntarily below the £90,000 threshold, is not an exemption.</p>
<h2>What &quot;digital records&quot; means</h2>
<p>You must keep certain records in software, such as accounting software or a spreadsheet, rather than on paper. They include:</p>
<ul>
<li>your business name, address and VAT registration number;</li>
<li>any VAT accounting schemes you use, such as the Flat Rate Scheme;</li>
<li>for each sale and purchase: the date, the value excluding VAT and the rate of VAT charged;</li>
<li>any adjustments you make to your VAT return.</li>
</ul>
<p>You do not need to scan every invoice, though many businesses do. Keep the records, and the invoices behind them, for at least six years.</p>
<h2>Digital links</h2>
<p>Data must flow between the pieces of software you use <strong>without manual retyping</strong>. Transferring data by link, import, export or an API counts as a digital link. Copying figures from one spreadsheet to another by hand, or typing totals from a report into a filing tool, does not.</p>
<p>A common setup is to keep records in a spreadsheet and use <strong>bridging software</strong> to send the return to HMRC. That is allowed, provided the figures in the return are pulled from the spreadsheet digitally, for example through cell links, rather than typed in.</p>
<p>If your accountant prepares your return, the digital journey still has to be unbroken from your records to the filed return.</p>
<h2>Deadlines</h2>
<p>Most businesses file quarterly. The deadline for both the return <strong>and</strong> the payment is <strong>one calendar month and seven days</strong> after the end of the VAT period. For a quarter ending on the last day of March, that is the seventh day of May.</p>
<p>A few points to watch:</p>
<ul>
<li>If you pay by <strong>Direct Debit</strong>, HMRC collects the payment a few working days after the deadline, so you do not need to pay early. Set it up well before your first return is due.</li>
<li>By other methods, allow time for the money to reach HMRC by the deadline. Bank transfers can take up to three working days.</li>
<li>Businesses on the <strong>Annual Accounting Scheme</strong> file one return a year, two months after the year ends, and make payments on account during it.</li>
<li>A <strong>nil return</strong> is still a return, and filing it late still counts.</li>
</ul>
<h2>Late returns: penalty points</h2>
<p>Each VAT return filed late earns one <strong>penalty point</strong>. A financial penalty only arrives once you reach the threshold for your filing frequency:</p>
<table>
<thead>
<tr>
<th>How often you file</th>
<th>Points threshold</th>
</tr>
</thead>
<tbody><tr>
<td>Annually</td>
<td>2</td>
</tr>
<tr>
<td>Quarterly</td>
<td>4</td>
</tr>
<tr>
<td>Monthly</td>
<td>5</td>
</tr>
</tbody></table>
<p>At the threshold you pay a <strong>£200</strong> penalty, and another £200 for every further late return while you remain at the threshold.</p>
<p>Points below the threshold expire after two years. Once you are at the threshold, the points are only wiped when you file on time for a period of compliance (12 months for quarterly filers) and have sent every return due in the previous 24 months.</p>
<h2>Late payments: penalties and interest</h2>
<p>Late payment penalties are separate from the points system and are based on how long the VAT stays unpaid:</p>
<ul>
<li><strong>Paid within 15 days</strong> of the deadline: no penalty.</li>
<li><strong>Still unpaid on day 15</strong>: a first penalty of 3% of the VAT unpaid at that point.</li>
<li><strong>Still unpaid on day 30</strong>: a further 3% of what is unpaid on day 30.</li>
<li><strong>From day 31</strong>: a second penalty that builds up daily at a yearly rate of 10% until the VAT is paid.</li>
</ul>
<p>If you agree a <strong>Time to Pay arrangement</strong> with HMRC before a penalty stage is reached, the penalty is worked out to the date you asked, so contact HMRC early if cash is tight.</p>
<p>On top of the penalties, HMRC charges <strong>late payment interest</strong> from the day after the deadline until you pay, at 4% above the Bank of England base rate. If HMRC repays VAT late, it pays repayment interest, at a lower rate.</p>
<h3>Worked example</h3>
<p>A business files quarterly and owes £8,000 for the quarter. It pays £3,000 on day 10 and the remaining £5,000 on day 40.</p>
<ul>
<li>Day 15: £5,000 is unpaid, so the first part of the penalty is 3% of that, £150.</li>
<li>Day 30: £5,000 is still unpaid, so another £150 is added.</li>
<li>Days 31 to 40: the second penalty runs at 10% a year on £5,000, roughly £14.</li>
<li>Interest runs on the unpaid amounts from the day after the deadline.</li>
</ul>
<p>Paying the whole bill by day 15 would have cost only interest.</p>
<h2>Getting it right</h2>
<ul>
<li><strong>Choose software early.</strong> HMRC lists compatible software on GOV.UK. Most cloud bookkeeping packages file VAT returns directly.</li>
<li><strong>Reconcile before you file.</strong> Check the bank, missing purchase invoices and any reverse charge entries.</li>
<li><strong>Correct errors properly.</strong> Errors under the limits HMRC sets can be corrected on your next return; larger ones must be reported to HMRC separately.</li>
<li><strong>Put the deadlines in your diary</strong>, including the payment date if you do not use Direct Debit.</li>
</ul>
<p>If you would like us to keep your VAT records, run your returns through our software or sort out penalties that have already built up, our <a href="/accounting/vat">VAT team</a> can help, and our <a href="/accounting/bookkeeping">bookkeeping service</a> keeps your records digital all year.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.legislation.gov.uk/uksi/2025/589/made">legislation.gov.uk: SI 2025/589 (late payment penalty rates)</a></li>
<li><a href="https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments">GOV.UK: HMRC interest rates for late and early payments</a></li>
<li><a href="https://www.gov.uk/guidance/penalty-points-and-penalties-if-you-submit-your-vat-return-late">GOV.UK: Penalty points and penalties if you submit your VAT Return late</a></li>
<li><a href="https://www.gov.uk/vat-registration/when-to-register">GOV.UK: Register for VAT – when to register</a></li>
</ul>$kb$,
  '5b9d5e75-2d8b-52f7-9212-369cc13c78fa',
  array['vat', 'making tax digital', 'vat returns', 'penalties', 'bridging software']::text[],
  'Tomasz Nowak',
  null,
  6,
  '/images/knowledge/vat-returns-under-making-tax-digital.svg',
  'Every VAT-registered business must keep its VAT records digitally and file returns through compatible software. Returns and payments are due one month and seven days after the period ends; late returns build penalty points, and late payments bring penalties of 3% and more, plus interest.',
  true,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz,
  '2026-11-26T01:40:00Z'::timestamptz
)
on conflict do nothing;

-- your-first-self-assessment-tax-return
insert into public.knowledge_articles (
  id, title, slug, description, content, category_id, tags, author_name, author_avatar,
  read_time_minutes, header_image, tldr, published, published_at, created_at, updated_at
) values (
  '8a13cbe2-e994-56af-95ce-de6f6372e99a',
  'Your first Self Assessment tax return: a step-by-step guide',
  'your-first-self-assessment-tax-return',
  'Who has to register for Self Assessment and by when, getting your UTR and online sign-in, the records to keep, the trading allowance, the deadlines and the first-year tax bill.',
  $kb$<p>Your first Self Assessment return is mostly about getting set up in time. The return itself is rarely hard; the problems come from registering late, losing track of records and not knowing that the first bill is bigger than expected. This guide walks through it in order.</p>
<h2>Do you need to file?</h2>
<p>You usually need to send a return for a tax year (which runs from 6 April to 5 April) if, for example, you:</p>
<ul>
<li>were <strong>self-employed</strong> as a sole trader with gross income of more than £1,000 before expenses;</li>
<li>were a <strong>partner</strong> in a business partnership;</li>
<li>had <strong>rental income</strong> from property (other than small amounts covered by the property allowance);</li>
<li>have to pay the <a href="/knowledge/article/high-income-child-benefit-charge">High Income Child Benefit Charge</a> and cannot pay it through your tax code;</li>
<li>had other <strong>untaxed income</strong>, such as tips, commission, foreign income or significant savings or investment income;</li>
<li>made a capital gain on which tax is due.</li>
</ul>
<p>If you are not sure, HMRC&#39;s online checker on GOV.UK will tell you. If HMRC sends you a notice to file, you must file even if you think you owe nothing.</p>
<h2>Step 1: register by 5 October</h2>
<p>You must tell HMRC by <strong>5 October after the end of the tax year</strong> in which you first had the income. If you started trading at any point in 2026/27, the deadline is <strong>5 October 2027</strong>.</p>
<ul>
<li><strong>Self-employed:</strong> register as a sole trader online. This also sets you up for the National Insurance you pay as a self-employed person.</li>
<li><strong>Not self-employed</strong> (for example a new landlord or someone with investment income): register for Self Assessment using HMRC&#39;s separate online form.</li>
<li><strong>Partners:</strong> each partner registers, and the partnership itself is registered by the nominated partner.</li>
</ul>
<p>Registering late can mean a penalty based on the tax that was unpaid because HMRC did not know about it, so do not leave it until the autumn.</p>
<h2>Step 2: your UTR and online sign-in</h2>
<p>Once you register, HMRC sends you a <strong>Unique Taxpayer Reference (UTR)</strong>: a 10-digit number that identifies you for Self Assessment. You will also find it in your HMRC online account and the HMRC app once you are set up. Keep it safe; you, your accountant and HMRC will quote it on everything.</p>
<p>To file online you need sign-in details for HMRC&#39;s online services, usually a <strong>Government Gateway user ID</strong> and password. If HMRC posts you an activation code for the Self Assessment service, use it before it expires; it can take a while to arrive, which is another reason to register early. If you use an accountant, you authorise them as your agent instead and they file for you.</p>
<h2>Step 3: keep the right records</h2>
<p>From day one, keep:</p>
<ul>
<li>all <strong>sales and income</strong>: invoices, platform statements, till records;</li>
<li>all <strong>business expenses</strong>, with receipts or invoices;</li>
<li><strong>bank statements</strong>, ideally for a separate account used only for the business;</li>
<li><strong>mileage</strong> logs if you use your own vehicle for work;</li>
<li>records of any <strong>PAYE income</strong>, such as your P60 and P45, and of pension contributions and Gift Aid donations.</li>
</ul>
<p>Sole traders and landlords must keep records for at least five years after the 31 January deadline for the year. Simple bookkeeping software or a spreadsheet updated monthly saves a great deal of pain in January.</p>
<h3>Making Tax Digital</h3>
<p>From 6 April 2026, sole traders and landlords with qualifying income over £50,000 must keep digital records and send quarterly updates; the threshold falls to £30,000 from 6 April 2027. Our guide to <a href="/knowledge/article/making-tax-digital-for-income-tax">Making Tax Digital for Income Tax</a> explains who it catches and when.</p>
<h2>Step 4: expenses or the trading allowance</h2>
<p>For trading income you can deduct your actual allowable business expenses, <strong>or</strong> claim the <strong>£1,000 trading allowance</strong> instead, whichever gives the better result. You cannot do both. The allowance suits side businesses with few costs; if your expenses are higher than £1,000, claim the expenses. Our article on the <a href="/knowledge/article/trading-allowance-explained">trading allowance</a> has examples.</p>
<h2>Step 5: file and pay on time</h2>
<table>
<thead>
<tr>
<th>Deadline</th>
<th>What is due</th>
</tr>
</thead>
<tbody><tr>
<td>5 October</td>
<td>Register for Self Assessment (after the tax year ends)</td>
</tr>
<tr>
<td>31 October</td>
<td>Paper return, if you file on paper</td>
</tr>
<tr>
<td><strong>31 January</strong></td>
<td><strong>Online return, and payment of the tax due plus any first payment on account</strong></td>
</tr>
<tr>
<td>31 July</td>
<td>Second payment on account, if due</td>
</tr>
</tbody></table>
<p>Miss the filing deadline and HMRC charges a penalty of £100 straight away, even if you owe no tax, with more to follow. Our guide to <a href="/knowledge/article/self-assessment-deadlines-and-penalties">Self Assessment deadlines and penalties</a> has the full list.</p>
<h2>The first-year shock</h2>
<p>Your first bill is usually the largest. If it is £1,000 or more, HMRC also asks for a <strong>first payment on account</strong> towards the next year, equal to 50% of this year&#39;s bill, due on the same day.</p>
<p><em>Example:</em> Tom started as a freelance photographer in May 2026. His tax and Class 4 National Insurance for 2026/27 come to £5,000. On 31 January 2028 he pays the £5,000 <strong>plus</strong> a first payment on account of £2,500 for 2027/28: £7,500 in one go. A second payment of £2,500 follows in July.</p>
<p>Tom had nearly two years&#39; notice of that bill, but only if he knew to save for it. Setting aside a share of every payment you receive, in a separate account, is the simplest habit to build. Our guide to <a href="/knowledge/article/payments-on-account-explained">payments on account</a> explains how they work and when you can reduce them.</p>
<h2>Getting it right first time</h2>
<ul>
<li>Register as soon as you start, not when the deadline looms.</li>
<li>Open a separate bank account for the business.</li>
<li>Record income and expenses monthly.</li>
<li>File early: you still do not pay until 31 January, and you know where you stand.</li>
</ul>
<p>If you would like a hand with registration, bookkeeping or the return itself, our <a href="/accounting/self-assessment">Self Assessment team</a> works with many people filing for the first time.</p>
<h2>Sources</h2>
<p>Facts as at 26 November 2026.</p>
<ul>
<li><a href="https://www.gov.uk/guidance/find-out-if-and-when-you-need-to-use-making-tax-digital-for-income-tax">GOV.UK: Find out if and when you need to use Making Tax Digital for Income Tax</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/deadlines">GOV.UK: Self Assessment tax returns – deadlines</a></li>
<li><a href="https://www.gov.uk/register-for-self-assessment">GOV.UK: Register for Self Assessment</a></li>
<li><a href="https://www.gov.uk/self-assessment-tax-returns/penalties">GOV.UK: Self Assessment tax returns – penalties</a></li>
<li><a href="https://www.gov.uk/understand-self-assessment-bill/payments-on-account">GOV.UK: Understand your Self Assessment tax bill – payments on account</a></li>
<li><a href="https://www.gov.uk/guidance/tax-free-allowances-on-property-and-trading-income">GOV.UK: Tax-free allowances on property and trading income</a></li>
<li><a href="https://www.legislation.gov.uk/ukpga/2007/3/section/4">legislation.gov.uk: Income Tax Act 2007, section 4</a></li>
<li><a href="https://www.gov.uk/check-if-you-need-tax-return">GOV.UK: Check if you need to send a Self Assessment tax return</a></li>
<li><a href="https://www.gov.uk/self-employed-records">GOV.UK: Business records if you&#39;re self-employed</a></li>
</ul>$kb$,
  '3034f17f-8a8f-5270-acad-529ff370755e',
  array['self assessment', 'tax return', 'sole traders', 'registration', 'utr']::text[],
  'Chloe Bennett',
  null,
  6,
  '/images/knowledge/your-first-self-assessment-tax-return.svg',
  'If you start working for yourself or have other untaxed income, register for Self Assessment by 5 October after the end of the tax year, file online by 31 January and pay by the same day. Expect your first January bill to include the first payment on account for the next year too.',
  true,
  '2026-11-26T01:20:00Z'::timestamptz,
  '2026-11-26T01:20:00Z'::timestamptz,
  '2026-11-26T01:20:00Z'::timestamptz
)
on conflict do nothing;
