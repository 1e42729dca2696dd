"""Span-level precision and recall of the volatile-field detectors on a labelled corpus.

    python tests/normalizer/corpus_score.py [--misses] [--distinct] [--only NAME ...]

prints each corpus apart: `cases.jsonl` (in-sample: written next to the detectors),
`out_of_sample.jsonl` (written from other sources and frozen before the detectors changed; the
detectors were tuned with it in view since), `holdout.jsonl` (make_holdout.py: written without
looking at the detectors, frozen, scored once; its misses have been studied since) and
`holdout2.jsonl` (make_holdout2.py: the same way, from other sources, frozen before the record rule
changed; studied since) and `holdout3.jsonl` (make_holdout3.py: from other application families
again; studied since its first score) and `holdout4.jsonl` (make_holdout4.py: products, agent
frameworks, infra and messaging formats; studied since its first score) and `holdout5.jsonl`
(make_holdout5.py: healthcare, legal, travel, ad-tech, CDN, databases, voice, payments, CI,
automation; 13 languages; studied since its first score) and `holdout6.jsonl` (make_holdout6.py:
government, insurance, logistics, energy, transit, LLM gateways, RAG stamps and more; 17 languages;
studied since its first score) and `holdout7.jsonl` (make_holdout7.py: ERP, POS, hotels, industrial
and science systems, identity and security, media; 25 languages; studied since its first score)
and `holdout8.jsonl` (make_holdout8.py: everyday assistant traffic, half of its negatives pasted
material the user asks about; 14 languages; studied since its first score) and `holdout9.jsonl`
(make_holdout9.py: what developers paste into coding agents, agent harnesses' run metadata, support
chat of utilities and public services; 18 languages; studied since its first score) and
`holdout10.jsonl` (make_holdout10.py: research computing, network security monitoring, open-source
maintenance, broadcast, maritime, makers, wikis and more; 23 languages; studied since its first
score) and `holdout11.jsonl` (make_holdout11.py: bank connectivity, telephony, device clocks,
marketplaces' notifications, ticketing and games, fitness and more; 29 languages; studied since its
first score) and `holdout12.jsonl` (make_holdout12.py: academic workflows, contract management,
public records, building inspections, aviation maintenance, rail, pharmacy, small local services;
42 languages; studied since its first score) and `holdout13.jsonl` (make_holdout13.py: mining,
fisheries, energy trading, humanitarian logistics, dealerships, film production, security patrols
and more; 35 languages; studied since its first score) and `holdout14.jsonl` (make_holdout14.py:
household admin, family logistics, personal finance, hobbies, small organisations; 35 languages;
studied since its first score) and `holdout15.jsonl` (make_holdout15.py: film and TV post-production,
games, music business, print and publishing, museums, photography, fashion, sports officiating; 31
languages; studied since its first score) and `holdout16.jsonl` (make_holdout16.py: coding agents
and developer tools, manufacturing, grid, water, buildings and other industrial operations; 35
languages; studied since its first score) and `holdout17.jsonl` (make_holdout17.py: HR and
recruiting, education and exams, veterinary care, property, agriculture; 32 languages; studied
since its first score) and `holdout18.jsonl` (make_holdout18.py: trust and safety, creator platforms,
crypto and fintech apps, space operations, weather and hydrology, translation agencies; 39
languages; studied since its first score) and `holdout19.jsonl` (make_holdout19.py: everyday
consumer assistant apps: email, calendar, notes, messaging bots, voice, shopping, recipes, language
learning, journaling, travel, smart home, cars, wearables; 34 languages; studied since its first
score) and `holdout20.jsonl` (make_holdout20.py: public health, emergency management, civic
services next to the courts, libraries' digital services, transport back offices; 37 languages;
studied since its first score) and `holdout21.jsonl` (make_holdout21.py: small businesses run from a
phone: trades and home services, beauty and wellness, food trucks, independent shops' stock apps,
pet care, print shops, farm shops, and the platforms they use; 30 languages; frozen before it was
first scored) and `holdout22.jsonl` (make_holdout22.py: enterprise back-office copilots:
procurement, facilities, legal operations, finance close, IT service desks, sales operations,
customer success, travel and expense; 31 languages; studied since its first score) and
`holdout23.jsonl` (make_holdout23.py: lives across borders: residence permits, consular
appointments, asylum caseworkers, students' paperwork abroad, cross-border commuters, retirees
abroad, seafarers' and aircrew's papers; 25 languages; frozen before it was first scored) and
`holdout24.jsonl` (make_holdout24.py: research groups' and students' daily tools: freezers, core
facilities, imaging metadata, chromatography, materials testing, robotics and physics labs, field
ecology, interviews, research software; 26 languages; studied since its first score) and
`holdout25.jsonl` (make_holdout25.py: insurance and motor vehicles: claims and loss adjusting,
underwriting, brokers, bordereaux, dealerships, repair shops, fleet telematics, EV charging, rental,
registration and inspection; studied since its first score) and `holdout26.jsonl`
(make_holdout26.py: hospitality, events, nonprofits and communities: hotels, restaurants, catering,
weddings, conferences, ticketing, charities, food banks, religious communities, funeral homes;
studied since its first score) and `holdout27.jsonl` (make_holdout27.py: sports, fitness and the
outdoors: gyms, coaching apps, wearables, clubs and leagues, race timing, ski schools, dive centres,
mountain huts, climbing gyms; studied since its first score) and `holdout28.jsonl`
(make_holdout28.py: construction, architecture, mining and heavy industry: site diaries, BIM,
architects' studios, surveying, materials testing, plant hire, permits to work, quarries and mines,
wells, shipyards, steel fabrication; studied since its first score) and `holdout29.jsonl`
(make_holdout29.py: household services and their back offices: telecom and broadband care, energy
and water billing, post and parcel lockers, waste collection, pest control, removals, locksmiths and
alarm monitoring, TV subscriptions; studied since its first score) and `holdout30.jsonl`
(make_holdout30.py: care work: home care, care homes, nurseries and childminders, disability
support, radiology scheduling, dental practices, physiotherapy; studied since its first score) and
`holdout31.jsonl` (make_holdout31.py: marketing, advertising, PR and creator businesses: agencies,
social media tools, influencer campaigns, SEO, affiliate programmes, email marketing, podcasts;
studied since its first score) and `holdout32.jsonl` (make_holdout32.py: freight and logistics:
forwarders, customs brokerage, warehouses, trucking dispatch, last-mile delivery, cold chain, rail,
barge and air cargo, 3PL portals; studied since its first score) and `holdout33.jsonl`
(make_holdout33.py: accounting practices and their clients: bookkeepers, payroll bureaus, tax
preparers, auditors, practice management software; studied since its first score) and
`holdout34.jsonl` (make_holdout34.py: property management and shared spaces: lettings agencies,
condominium boards, student housing, coworking, self-storage, short-let turnovers, concierge desks;
studied since its first score) and `holdout35.jsonl` (make_holdout35.py: clinical research
operations: trial sites, monitoring letters, ethics committees, central labs, pharmacovigilance
intake, decentralised-trial apps; studied since its first score) and `holdout36.jsonl`
(make_holdout36.py: campaigns, advocacy and member organisations: campaign offices, petitions,
trade unions, professional and alumni associations, tenants' associations; studied since its
first score) and `holdout37.jsonl` (make_holdout37.py: libraries, archives and museums, galleries
and auction houses, heritage sites and conservation studios; studied since its first score)
and `holdout38.jsonl` (make_holdout38.py: the energy sector: grid control rooms, wind and solar
operations, EV charging, home energy and smart meters, district heating, trading and balancing
desks, hydrogen and battery storage; studied since its first score) and `holdout39.jsonl`
(make_holdout39.py: telecoms and network operations: NOCs, field engineers, ISPs and fibre,
mobile care, number porting, SIM and eSIM provisioning, roaming and interconnect billing, data
centres, subsea and satellite backhaul; studied since its first score) and `holdout40.jsonl`
(make_holdout40.py: fashion, beauty and apparel retail: PLM and tech packs, sourcing and factory
audits, returns and size advice, resale and rental, salons, cosmetics formulation and
notifications, subscription boxes; studied since its first score) and `holdout41.jsonl`
(make_holdout41.py: emergency services and public safety: fire and rescue, ambulance dispatch,
emergency call centres, police records, coastguard and search and rescue, disaster relief, civil
protection alerts; studied since its first score) and `holdout42.jsonl` (make_holdout42.py:
food and drink production: dairies, bakeries, meat and fish processing, breweries, wineries and
distilleries, co-packers, HACCP, allergen labels, recalls; studied since its first score) and
`holdout43.jsonl` (make_holdout43.py: water, waste and the environment: water utilities,
wastewater works, flood warnings, river and air monitoring, permits and inspections, recycling,
landfill and waste carriers; studied since its first score) and `holdout44.jsonl`
(make_holdout44.py: gambling, lotteries and gaming venues: sportsbooks, casino floors and loyalty,
lottery retail and draws, bingo and arcades, esports operations, responsible gambling,
regulators' compliance; studied since its first score) and `holdout45.jsonl` (make_holdout45.py:
aviation: airline operations control, airports and ground handling, maintenance and technical
records, flight schools, charter brokers, drone operators; studied since its first score) and
`holdout46.jsonl` (make_holdout46.py: maritime: ports and terminals, ship management and crewing,
vessel operations, marinas and charters, ferries, pilotage, surveyors and class; studied since its
first score) and `holdout47.jsonl` (make_holdout47.py: the legal profession: matters and time
recording, courts and tribunals, notaries and conveyancing, legal aid, patent and trademark
attorneys, in-house legal, e-discovery; studied since its first score) and `holdout48.jsonl`
(make_holdout48.py: automotive and aerospace manufacturing suppliers: supplier quality portals,
APQP, test stands and torque logs, ECU flashing, metrology, first articles, warranty returns;
studied since its first score) and `holdout49.jsonl` (make_holdout49.py: retail banking and
payments operations: branch and contact-centre assistants, card disputes, payment investigations,
AML and KYC triage, open banking, direct debits, loan servicing, treasury, payment gateways;
studied since its first score) and `holdout50.jsonl` (make_holdout50.py: security operations
centres: SIEM alert triage, EDR consoles, SOAR playbooks, incident response, threat intelligence,
phishing reports, vulnerability management, cloud posture, sign-in investigations, forensic
timelines, pentest reports; studied since its first score) and `holdout51.jsonl`
(make_holdout51.py: newsrooms and wire services: CMS copilots, wire ingestion, live blogs,
fact-checking, corrections and standards, newsletters and alerts, photo desks, election results,
archive and syndication, audience analytics, radio rundowns; studied since its first score) and
`holdout52.jsonl` (make_holdout52.py: tax and social-benefits administration: tax-authority
helplines, benefit caseworkers, returns assistants, payroll tax, benefit claims, pensions, appeals,
identity verification, debt plans, council services, immigration-linked eligibility; studied since
its first score) and `holdout53.jsonl` (make_holdout53.py: pharmacies and the pharmaceutical supply
chain: dispensing, hospital pharmacy, e-prescriptions, interaction checks, wholesale and recalls,
serialisation, pharmacovigilance, compounding, reimbursement, shortages; studied since its first
score) and `holdout54.jsonl` (make_holdout54.py: translation, localisation and interpreting
services: translation management and CAT tools, machine-translation post-editing, software string
localisation, subtitles and captions, terminology and translation memory, interpreting, certified
and sworn translation, localisation QA, multilingual support routing; studied since its first
score) and `holdout55.jsonl` (make_holdout55.py: semiconductor fabs and electronics manufacturing
services: fab MES and lot tracking, equipment automation, yield and defects, metrology and SPC,
cleanroom facilities, wafer sort and final test, PCB assembly, component traceability, failure
analysis, engineering change, chip allocation; studied since its first score) and `holdout56.jsonl`
(make_holdout56.py: funeral services, cemeteries, crematoria and religious organisations: funeral
arrangement, obituaries and eulogies, death registration, cemeteries and memorials, crematoria,
livestreamed services, congregations, places of worship, chaplaincy, bereavement lines, memorial
websites; studied since its first score) and `holdout58.jsonl` (make_holdout58.py: public
procurement and tendering: tender portals, bid preparation, award notices, supplier registration and
due diligence, framework agreements, government purchase orders, e-invoicing to public bodies,
procurement audit; studied since its first score) and `holdout59.jsonl` (make_holdout59.py:
dental, optometry, physiotherapy and chiropractic clinics: booking, recalls, treatment plans and
estimates, imaging, lab orders, practice management, pre-authorisation, intake forms, clinic chat;
studied since its first score) and `holdout61.jsonl` (make_holdout61.py: data-centre facilities
and colocation: power and cooling, remote hands, access control, cross-connects, capacity planning,
DCIM, generator tests, fire suppression, customer portals; studied since its first score) and
`holdout62.jsonl` (make_holdout62.py: scholarly publishing, peer review and research funding:
submissions, reviewer reports, editorial decisions, preprints, DOI deposits, grant applications,
funder reporting, open-access fees, journal production; studied since its first score) and
`holdout63.jsonl` (make_holdout63.py: prisons, probation and courts administration: inmate case
management, visits, canteen and phone accounts, probation appointments, electronic monitoring, court
listings, clerks' tools, legal aid, victim notification; studied since its first score) and
`holdout64.jsonl` (make_holdout64.py: zoos, aquariums, wildlife conservation and national parks:
husbandry records, zoo veterinary care, feeding, water quality, tracking collars and camera traps,
ranger patrols, permits and bookings, species surveys, studbooks; studied since its first
score) and `holdout60.jsonl` (make_holdout60.py: railway operations and rail maintenance:
dispatching and control, timetables, depots, track inspection and possessions, signalling faults,
crew rosters, passenger information, rail freight, stations, incident reports; studied since its
first score) and `holdout57.jsonl` (make_holdout57.py: e-commerce marketplaces: seller operations,
catalogue and listings, orders and returns, buyer-seller disputes, fraud review, fulfilment, payouts
and fees, reviews moderation, seller advertising; frozen before it was first scored) and
`holdout65.jsonl` (make_holdout65.py: video game studios and live-service games: build farms, crash
triage, QA passes, player support, live ops, matchmaking and servers, anti-cheat, moderation,
localisation, certification; frozen before it was first scored) and `holdout66.jsonl`
(make_holdout66.py: universities and higher-education administration: admissions, registrar,
timetabling, learning management and grading, exam boards, student finance, housing, graduate
research, international students, alumni; frozen before it was first scored) and `holdout67.jsonl`
(make_holdout67.py: grocery retail and supermarket chains: store handovers, replenishment,
planograms, shrink, cold-chain alarms, loyalty and coupons, online picking and slots, self-checkout,
receiving, pricing and promotions; frozen before it was first scored) and `holdout68.jsonl`
(make_holdout68.py: software delivery and site reliability: code review, CI pipelines and flaky
tests, deploys and rollbacks, feature flags, paging and incident channels, postmortems, error
trackers, dependency and vulnerability updates, migrations, cost dashboards; frozen before it was
first scored) and `holdout70.jsonl` (make_holdout70.py: hospital inpatient operations: bed
management and patient flow, nursing handoffs, operating-room scheduling, sterile processing,
patient transport, dietary orders, infusion pumps and nurse call, discharge planning, command
centres; frozen before it was first scored) and `holdout71.jsonl` (make_holdout71.py: customer
contact centres and customer-experience platforms: helpdesk tickets, call quality assurance, chat
and email transcripts, CSAT and NPS surveys, workforce management, refunds and goodwill credits,
escalations, IVR flows; frozen before it was first scored) and `holdout69.jsonl` (make_holdout69.py:
real estate transactions and property: listings and showings, offers, mortgage origination and
underwriting, title, escrow and closing, appraisals and inspections, leasing and tenant screening,
work orders, homeowners' associations, rent payments; frozen before it was first scored) and
`holdout72.jsonl` (make_holdout72.py: shared mobility: scooter and bike share operations, car
sharing, ride-hailing driver operations, fare apps and ticket checks, rebalancing and battery swaps,
damage and parking photos, trip disputes and fines, permits and GBFS/MDS feeds; frozen before it was
first scored) and `holdout73.jsonl` (make_holdout73.py: agriculture and agritech: farm management,
irrigation, grain marketing, agronomy, livestock movements, machine data, co-operatives, subsidy
applications; frozen before it was first scored) and `holdout75.jsonl` (make_holdout75.py: travel
agencies and tour operators: bookings and itineraries, fare rules, visa and document checks, group
tours, supplier allocations, changes and refunds, duty-of-care alerts, corporate travel policy;
frozen before it was first scored) and `holdout79.jsonl` (make_holdout79.py: non-profit fundraising
and volunteering: donor CRMs and gift processing, gift aid and tax receipts, grants, volunteer
rostering and vetting, events, legacy giving, case notes, trustee papers; frozen before it was first
scored) and `holdout78.jsonl` (make_holdout78.py: media streaming and music platforms: catalogue
ingestion, royalties and rights, playlists, takedowns, DRM and licensing windows, live streaming
operations, creator payouts, subscriber support; frozen before it was first scored) and
`holdout80.jsonl` (make_holdout80.py: government permits and licensing: building permits and
planning, business and alcohol licences, inspections and enforcement, consultations,
freedom-of-information requests, street works, registry offices, appeals; frozen before it was first
scored) and `holdout74.jsonl` (make_holdout74.py: construction project management: RFIs and
submittals, daily logs and site diaries, safety inspections and permits to work, BIM coordination,
subcontractor payment applications, snagging, plant hire, concrete pours and testing; frozen before
it was first scored) and `holdout76.jsonl` (make_holdout76.py: personal finance and wealth
management: brokerage and investment accounts, robo-advisers, financial planning, pension transfers,
tax documents, trade confirmations and corporate actions, onboarding and suitability, adviser CRMs;
frozen before it was first scored) and `holdout77.jsonl` (make_holdout77.py: sports clubs and
leagues administration: fixtures, referee appointments, registrations and transfers, match reports
and discipline, ticketing and memberships, scouting, academies, venue operations; frozen before it
was first scored) and `holdout81.jsonl` (make_holdout81.py: energy retail and home energy services:
smart meters and tariffs, switching and billing disputes, solar and batteries, heat pumps, EV home
chargers, prepayment meters, efficiency grants; frozen before it was first scored) and
`holdout82.jsonl` (make_holdout82.py: HR shared services and workforce scheduling: payroll queries,
leave and absence, rosters and swaps, onboarding and right-to-work checks, reviews, expenses,
employee relations; frozen before it was first scored) and `holdout84.jsonl` (make_holdout84.py:
parcel lockers and last-mile delivery: locker drops and pickups, courier route sheets, failed
attempts, returns and labels, address exceptions, proof of delivery, notifications; frozen before it
was first scored) and `holdout83.jsonl` (make_holdout83.py: home, pet and travel insurance claims:
first notice of loss, adjusters' visits, photos and invoices, policy wording, travel delays and
medical claims abroad, vet bills, fraud flags, settlements; frozen before it was first scored) and
`holdout85.jsonl` (make_holdout85.py: clinical research sites: trial visits, eCRF queries,
randomisation and unblinding, investigational product accountability, adverse events, monitoring
visits, consent versions; frozen before it was first scored) and `holdout88.jsonl`
(make_holdout88.py: primary and secondary schools: attendance, parent messaging, timetables and
cover, special educational needs plans, exam entries, trips and consent, safeguarding logs, school
meals; frozen before it was first scored) and `holdout86.jsonl` (make_holdout86.py: restaurants and
food delivery platforms: table bookings and waitlists, kitchen tickets, menus and allergens,
delivery orders and riders, refunds and complaints, supplier orders, till and shift reports; frozen
before it was first scored) and `holdout87.jsonl` (make_holdout87.py: facility management of office
buildings: building management alarms, HVAC and lift maintenance, access control and visitors,
cleaning schedules, meeting-room sensors, work orders, contractor permits; frozen before it was
first scored) and `holdout89.jsonl` (make_holdout89.py: security operations centres: SIEM alerts,
EDR detections, phishing reports, access reviews, firewall change requests; 19 languages; frozen
before it was first scored) and `holdout90.jsonl` (make_holdout90.py: water and wastewater
utilities: SCADA alarms, meter reads, leak reports, lab sampling, boil-water notices, crew job
sheets; 20 languages; frozen before it was first scored) and `holdout91.jsonl` (make_holdout91.py:
research computing and laboratory science: HPC schedulers, lab notebooks, instrument runs, freezer
tracking, grant reports; frozen before it was first scored) and `holdout92.jsonl`
(make_holdout92.py: automotive dealerships and repair shops: repair orders, warranty claims,
recalls, parts, telematics, sales leads; frozen before it was first scored) and `holdout93.jsonl`
(make_holdout93.py: online marketplaces from the seller's side: listings, order disputes and claims,
chargebacks, payouts and reserves, inbound shipments, suspensions and appeals; frozen before it was
first scored) and `holdout94.jsonl` (make_holdout94.py: airports and ground handling: baggage
tracing, turnaround and stands, gate changes, de-icing, NOTAMs and slot messages, ramp safety; 17
languages; frozen before it was first scored) and `holdout95.jsonl` (make_holdout95.py: freight
forwarding and ocean shipping: bookings and bills of lading, container tracking, customs entries,
demurrage disputes, reefer alarms; 18 languages; frozen before it was first scored) and
`holdout96.jsonl` (make_holdout96.py: cloud cost management and billing (FinOps): cost and usage
exports, budget alerts, commitments, invoices and credits, tagging, spend anomalies, chargeback; 37%
other languages; frozen before it was first scored) and `holdout97.jsonl` (make_holdout97.py: mining
and quarry operations: haul dispatch, blast and vibration records, safety inspections, assay
results, telematics and maintenance, tailings monitoring; 22 languages; frozen before it was first
scored) and `holdout98.jsonl` (make_holdout98.py: telecom carriers and internet providers: number
porting, outage tickets, SIM swaps and eSIM, technician visits, roaming and billing disputes, router
provisioning; 37% other languages; frozen before it was first scored) and `holdout99.jsonl`
(make_holdout99.py: gyms and fitness studios: class bookings, memberships and freezes, door access,
trainer sessions, wearable syncs, failed direct debits; a third other languages; frozen before it
was first scored) and `holdout100.jsonl` (make_holdout100.py: cryptocurrency exchanges and wallets:
deposits and withdrawals, on-chain transactions, KYC checks, API keys and bots, disputed trades,
staking; 40% other languages; frozen before it was first scored) and `holdout101.jsonl`
(make_holdout101.py: residential property management: rent ledgers, repair requests, inspections,
leases and deposits, smart locks, contractor visits; 19 languages; frozen before it was first
scored) and `holdout102.jsonl` (make_holdout102.py: conferences and ticketed events: registrations
and transfers, badges, speakers and sessions, venue contracts, sponsor leads, hotel blocks; 37%
other languages; frozen before it was first scored) and `holdout103.jsonl` (make_holdout103.py:
prescriptions and pharmacy benefits: e-prescriptions, prior authorizations, formulary checks,
dispensing, refill reminders, claim rejections; 37% other languages; frozen before it was first
scored) and `holdout104.jsonl` (make_holdout104.py: fashion e-commerce and returns: size exchanges,
returns grading, carrier labels, product drops, discount codes, payment holds; 37% other languages;
frozen before it was first scored) and `holdout105.jsonl` (make_holdout105.py: veterinary clinics
and pet care: appointments and reminders, lab results, vaccination records, insurance
pre-authorisations, pharmacy refills, boarding and grooming, microchips; over a third in other
languages; frozen before it was first scored) and `holdout106.jsonl` (make_holdout106.py: car rental
and fleet leasing: reservations and pick-ups, damage inspections, telematics, tolls and fines,
deposits and card holds, lease contracts, roadside assistance; over a third in other languages;
frozen before it was first scored) and `holdout107.jsonl` (make_holdout107.py: childcare centres and
nurseries: enrolment and waitlists, sign-in and sign-out, parent messaging, incident and medication
logs, fees and subsidies, staff ratios, meals and allergies; over a third in other languages; frozen
before it was first scored) and `holdout108.jsonl` (make_holdout108.py: electric vehicle charging
networks: charge sessions and OCPP messages, charger faults and firmware, roaming and tariffs, RFID
cards, billing disputes, site host payouts, smart charging; over a third in other languages; frozen
before it was first scored) and `holdout109.jsonl` (make_holdout109.py: online learning platforms
and course providers: enrolments and payments, LMS gradebooks and submissions, proctored exams,
certificates, video progress, instructor payouts, SCORM and xAPI statements; over a third in other
languages; frozen before it was first scored) and `holdout110.jsonl` (make_holdout110.py: solar
installers and home batteries: site surveys and quotes, installation scheduling, inverter and
battery telemetry, feed-in statements, permits and interconnection, warranty claims, monitoring
alerts; over a third in other languages; frozen before it was first scored) and `holdout111.jsonl`
(make_holdout111.py: freelancer platforms and contractor payments: job posts and proposals,
contracts and milestones, time tracking, invoices and payouts, tax forms, disputes and escrow,
identity verification; over a third in other languages; frozen before it was first scored) and
`holdout112.jsonl` (make_holdout112.py: moving and storage companies: quotes and surveys, crew
scheduling, inventories and bills of lading, storage gate logs, damage claims, truck tracking,
deposits and invoices; over a third in other languages; frozen before it was first scored) and
`holdout113.jsonl` (make_holdout113.py: public libraries and archives: loans, holds and renewals,
patron accounts, interlibrary loan, digitisation and catalogue records, archive reading rooms,
e-book lending, library events; over a third in other languages; frozen before it was first scored)
and `holdout114.jsonl` (make_holdout114.py: recruiting agencies and applicant tracking:
requisitions, candidate pipelines and CV parsing, interview scheduling, assessments, offers and
background checks, placements and invoices, candidate messaging; over a third in other languages;
frozen before it was first scored) and `holdout115.jsonl` (make_holdout115.py: print shops,
packaging and print-on-demand: quotes and proofs, prepress file checks, press scheduling,
print-on-demand routing, packaging dielines, shipping, reprint claims; over a third in other
languages; frozen before it was first scored) and `holdout116.jsonl` (make_holdout116.py: museums,
galleries and art auctions: collections records and loans, exhibition planning, ticketing and
visitor counts, condition reports, auction lots and bidding, provenance research, audio guides; over
a third in other languages; frozen before it was first scored) and `holdout117.jsonl`
(make_holdout117.py: weather services and meteorology: forecasts and warnings, station and sensor
feeds, radar and satellite products, aviation weather as pasted content, agricultural and marine
forecasts, climate records, alert subscriptions; over a third in other languages; frozen before it
was first scored) and `holdout118.jsonl` (make_holdout118.py: satellite operations and space ground
segments: pass scheduling, telemetry and command, orbit determination and TLEs, payload tasking and
imagery orders, anomaly reports, launch manifests, spectrum and licensing; over a third in other
languages; frozen before it was first scored) and `holdout119.jsonl` (make_holdout119.py: elections
administration: voter registration, polling-place logistics, ballot printing and mail ballots,
poll-worker scheduling, results reporting and canvass, election-night helpdesks, audits; over a
third in other languages; frozen before it was first scored) and `holdout120.jsonl`
(make_holdout120.py: blood services and organ donation: donor appointments and eligibility, donation
sessions, inventory and cold chain, hospital orders and issue, organ offers and matching, lab
results and traceability, donor communications; over a third in other languages; frozen before it
was first scored) and `holdout121.jsonl` (make_holdout121.py: newsrooms, wire services and publishing:
CMS webhooks, wire ingest envelopes, live blogs, tiplines, photo uploads, corrections, rundowns) and
`holdout122.jsonl` (make_holdout122.py: airlines and airports: passenger service, rebooking, baggage
tracing, turnaround, crew, operations centres, NOTAM and METAR, loyalty, cargo) and
`holdout123.jsonl` (make_holdout123.py: telecom network operations and data centres: BGP and peering,
alarms, fibre crews, colocation, DCIM, porting, SIM provisioning, status pages, change boards) and
`holdout124.jsonl` (make_holdout124.py: the plumbing of LLM applications: MCP transports, browser and
computer-use agents, evals and red-teaming, observability, gateways, memory and RAG, scheduled agents,
handoffs); 121-124 over a third in other languages each, written together without sight of the
detectors and frozen before they were first scored.
A corpus file that does not exist is skipped.
A predicted span counts as a true positive when it overlaps a gold span not matched yet.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from prompt_normalizer import normalize
from prompt_normalizer.normalize import split_trailer
from prompt_normalizer.volatile import find_items

IN_SAMPLE = "corpus/cases.jsonl"
OUT_OF_SAMPLE = "corpus/out_of_sample.jsonl"
HOLDOUT = "corpus/holdout.jsonl"
HOLDOUT2 = "corpus/holdout2.jsonl"
HOLDOUT3 = "corpus/holdout3.jsonl"
HOLDOUT4 = "corpus/holdout4.jsonl"
HOLDOUT5 = "corpus/holdout5.jsonl"
HOLDOUT6 = "corpus/holdout6.jsonl"
HOLDOUT7 = "corpus/holdout7.jsonl"
HOLDOUT8 = "corpus/holdout8.jsonl"
HOLDOUT9 = "corpus/holdout9.jsonl"
HOLDOUT10 = "corpus/holdout10.jsonl"
HOLDOUT11 = "corpus/holdout11.jsonl"
HOLDOUT12 = "corpus/holdout12.jsonl"
HOLDOUT13 = "corpus/holdout13.jsonl"
HOLDOUT14 = "corpus/holdout14.jsonl"
HOLDOUT15 = "corpus/holdout15.jsonl"
HOLDOUT16 = "corpus/holdout16.jsonl"
HOLDOUT17 = "corpus/holdout17.jsonl"
HOLDOUT18 = "corpus/holdout18.jsonl"
HOLDOUT19 = "corpus/holdout19.jsonl"
HOLDOUT20 = "corpus/holdout20.jsonl"
HOLDOUT21 = "corpus/holdout21.jsonl"
HOLDOUT22 = "corpus/holdout22.jsonl"
HOLDOUT23 = "corpus/holdout23.jsonl"
HOLDOUT24 = "corpus/holdout24.jsonl"
HOLDOUT25 = "corpus/holdout25.jsonl"
HOLDOUT26 = "corpus/holdout26.jsonl"
HOLDOUT27 = "corpus/holdout27.jsonl"
HOLDOUT28 = "corpus/holdout28.jsonl"
HOLDOUT29 = "corpus/holdout29.jsonl"
HOLDOUT30 = "corpus/holdout30.jsonl"
HOLDOUT31 = "corpus/holdout31.jsonl"
HOLDOUT32 = "corpus/holdout32.jsonl"
HOLDOUT33 = "corpus/holdout33.jsonl"
HOLDOUT34 = "corpus/holdout34.jsonl"
HOLDOUT35 = "corpus/holdout35.jsonl"
HOLDOUT36 = "corpus/holdout36.jsonl"
HOLDOUT37 = "corpus/holdout37.jsonl"
HOLDOUT38 = "corpus/holdout38.jsonl"
HOLDOUT39 = "corpus/holdout39.jsonl"
HOLDOUT40 = "corpus/holdout40.jsonl"
HOLDOUT41 = "corpus/holdout41.jsonl"
HOLDOUT42 = "corpus/holdout42.jsonl"
HOLDOUT43 = "corpus/holdout43.jsonl"
HOLDOUT44 = "corpus/holdout44.jsonl"
HOLDOUT45 = "corpus/holdout45.jsonl"
HOLDOUT46 = "corpus/holdout46.jsonl"
HOLDOUT47 = "corpus/holdout47.jsonl"
HOLDOUT48 = "corpus/holdout48.jsonl"
HOLDOUT49 = "corpus/holdout49.jsonl"
HOLDOUT50 = "corpus/holdout50.jsonl"
HOLDOUT51 = "corpus/holdout51.jsonl"
HOLDOUT52 = "corpus/holdout52.jsonl"
HOLDOUT53 = "corpus/holdout53.jsonl"
HOLDOUT54 = "corpus/holdout54.jsonl"
HOLDOUT55 = "corpus/holdout55.jsonl"
HOLDOUT56 = "corpus/holdout56.jsonl"
HOLDOUT57 = "corpus/holdout57.jsonl"
HOLDOUT58 = "corpus/holdout58.jsonl"
HOLDOUT59 = "corpus/holdout59.jsonl"
HOLDOUT60 = "corpus/holdout60.jsonl"
HOLDOUT61 = "corpus/holdout61.jsonl"
HOLDOUT62 = "corpus/holdout62.jsonl"
HOLDOUT63 = "corpus/holdout63.jsonl"
HOLDOUT64 = "corpus/holdout64.jsonl"
HOLDOUT65 = "corpus/holdout65.jsonl"
HOLDOUT66 = "corpus/holdout66.jsonl"
HOLDOUT67 = "corpus/holdout67.jsonl"
HOLDOUT68 = "corpus/holdout68.jsonl"
HOLDOUT69 = "corpus/holdout69.jsonl"
HOLDOUT70 = "corpus/holdout70.jsonl"
HOLDOUT71 = "corpus/holdout71.jsonl"
HOLDOUT72 = "corpus/holdout72.jsonl"
HOLDOUT73 = "corpus/holdout73.jsonl"
HOLDOUT74 = "corpus/holdout74.jsonl"
HOLDOUT75 = "corpus/holdout75.jsonl"
HOLDOUT76 = "corpus/holdout76.jsonl"
HOLDOUT77 = "corpus/holdout77.jsonl"
HOLDOUT78 = "corpus/holdout78.jsonl"
HOLDOUT79 = "corpus/holdout79.jsonl"
HOLDOUT80 = "corpus/holdout80.jsonl"
HOLDOUT81 = "corpus/holdout81.jsonl"
HOLDOUT82 = "corpus/holdout82.jsonl"
HOLDOUT83 = "corpus/holdout83.jsonl"
HOLDOUT84 = "corpus/holdout84.jsonl"
HOLDOUT85 = "corpus/holdout85.jsonl"
HOLDOUT86 = "corpus/holdout86.jsonl"
HOLDOUT87 = "corpus/holdout87.jsonl"
HOLDOUT88 = "corpus/holdout88.jsonl"
HOLDOUT89 = "corpus/holdout89.jsonl"
HOLDOUT90 = "corpus/holdout90.jsonl"
HOLDOUT91 = "corpus/holdout91.jsonl"
HOLDOUT92 = "corpus/holdout92.jsonl"
HOLDOUT93 = "corpus/holdout93.jsonl"
HOLDOUT94 = "corpus/holdout94.jsonl"
HOLDOUT95 = "corpus/holdout95.jsonl"
HOLDOUT96 = "corpus/holdout96.jsonl"
HOLDOUT97 = "corpus/holdout97.jsonl"
HOLDOUT98 = "corpus/holdout98.jsonl"
HOLDOUT99 = "corpus/holdout99.jsonl"
HOLDOUT100 = "corpus/holdout100.jsonl"
HOLDOUT101 = "corpus/holdout101.jsonl"
HOLDOUT102 = "corpus/holdout102.jsonl"
HOLDOUT103 = "corpus/holdout103.jsonl"
HOLDOUT104 = "corpus/holdout104.jsonl"
HOLDOUT105 = "corpus/holdout105.jsonl"
HOLDOUT106 = "corpus/holdout106.jsonl"
HOLDOUT107 = "corpus/holdout107.jsonl"
HOLDOUT108 = "corpus/holdout108.jsonl"
HOLDOUT109 = "corpus/holdout109.jsonl"
HOLDOUT110 = "corpus/holdout110.jsonl"
HOLDOUT111 = "corpus/holdout111.jsonl"
HOLDOUT112 = "corpus/holdout112.jsonl"
HOLDOUT113 = "corpus/holdout113.jsonl"
HOLDOUT114 = "corpus/holdout114.jsonl"
HOLDOUT115 = "corpus/holdout115.jsonl"
HOLDOUT116 = "corpus/holdout116.jsonl"
HOLDOUT117 = "corpus/holdout117.jsonl"
HOLDOUT118 = "corpus/holdout118.jsonl"
HOLDOUT119 = "corpus/holdout119.jsonl"
HOLDOUT120 = "corpus/holdout120.jsonl"
HOLDOUT121 = "corpus/holdout121.jsonl"
HOLDOUT122 = "corpus/holdout122.jsonl"
HOLDOUT123 = "corpus/holdout123.jsonl"
HOLDOUT124 = "corpus/holdout124.jsonl"
CORPORA = (("in-sample", IN_SAMPLE), ("out-of-sample", OUT_OF_SAMPLE), ("holdout", HOLDOUT), ("holdout2", HOLDOUT2),
           ("holdout3", HOLDOUT3), ("holdout4", HOLDOUT4), ("holdout5", HOLDOUT5),
           ("holdout6", HOLDOUT6), ("holdout7", HOLDOUT7),
           ("holdout8", HOLDOUT8), ("holdout9", HOLDOUT9), ("holdout10", HOLDOUT10),
           ("holdout11", HOLDOUT11), ("holdout12", HOLDOUT12),
           ("holdout13", HOLDOUT13), ("holdout14", HOLDOUT14),
           ("holdout15", HOLDOUT15), ("holdout16", HOLDOUT16),
           ("holdout17", HOLDOUT17), ("holdout18", HOLDOUT18),
           ("holdout19", HOLDOUT19), ("holdout20", HOLDOUT20),
           ("holdout21", HOLDOUT21), ("holdout22", HOLDOUT22),
           ("holdout23", HOLDOUT23), ("holdout24", HOLDOUT24),
           ("holdout25", HOLDOUT25), ("holdout26", HOLDOUT26),
           ("holdout27", HOLDOUT27), ("holdout28", HOLDOUT28),
           ("holdout29", HOLDOUT29), ("holdout30", HOLDOUT30),
           ("holdout31", HOLDOUT31), ("holdout32", HOLDOUT32),
           ("holdout33", HOLDOUT33), ("holdout34", HOLDOUT34),
           ("holdout35", HOLDOUT35), ("holdout36", HOLDOUT36),
           ("holdout37", HOLDOUT37), ("holdout38", HOLDOUT38),
           ("holdout39", HOLDOUT39), ("holdout40", HOLDOUT40),
           ("holdout41", HOLDOUT41), ("holdout42", HOLDOUT42),
           ("holdout43", HOLDOUT43), ("holdout44", HOLDOUT44),
           ("holdout45", HOLDOUT45), ("holdout46", HOLDOUT46),
           ("holdout47", HOLDOUT47), ("holdout48", HOLDOUT48),
           ("holdout49", HOLDOUT49),
           ("holdout50", HOLDOUT50),
           ("holdout51", HOLDOUT51),
           ("holdout52", HOLDOUT52),
           ("holdout53", HOLDOUT53),
           ("holdout54", HOLDOUT54),
           ("holdout55", HOLDOUT55),
           ("holdout56", HOLDOUT56),
           ("holdout57", HOLDOUT57),
           ("holdout58", HOLDOUT58),
           ("holdout59", HOLDOUT59),
           ("holdout60", HOLDOUT60),
           ("holdout61", HOLDOUT61),
           ("holdout62", HOLDOUT62),
           ("holdout63", HOLDOUT63),
           ("holdout64", HOLDOUT64),
           ("holdout65", HOLDOUT65),
           ("holdout66", HOLDOUT66),
           ("holdout67", HOLDOUT67),
           ("holdout68", HOLDOUT68),
           ("holdout69", HOLDOUT69),
           ("holdout70", HOLDOUT70),
           ("holdout71", HOLDOUT71),
           ("holdout72", HOLDOUT72),
           ("holdout73", HOLDOUT73),
           ("holdout74", HOLDOUT74),
           ("holdout75", HOLDOUT75),
           ("holdout76", HOLDOUT76),
           ("holdout77", HOLDOUT77),
           ("holdout78", HOLDOUT78),
           ("holdout79", HOLDOUT79),
           ("holdout80", HOLDOUT80),
           ("holdout81", HOLDOUT81),
           ("holdout82", HOLDOUT82),
           ("holdout83", HOLDOUT83),
           ("holdout84", HOLDOUT84),
           ("holdout85", HOLDOUT85),
           ("holdout86", HOLDOUT86),
           ("holdout87", HOLDOUT87),
           ("holdout88", HOLDOUT88),
           ("holdout89", HOLDOUT89),
           ("holdout90", HOLDOUT90),
           ("holdout91", HOLDOUT91),
           ("holdout92", HOLDOUT92),
           ("holdout93", HOLDOUT93),
           ("holdout94", HOLDOUT94),
           ("holdout95", HOLDOUT95),
           ("holdout96", HOLDOUT96),
           ("holdout97", HOLDOUT97),
           ("holdout98", HOLDOUT98),
           ("holdout99", HOLDOUT99),
           ("holdout100", HOLDOUT100),
           ("holdout101", HOLDOUT101),
           ("holdout102", HOLDOUT102),
           ("holdout103", HOLDOUT103),
           ("holdout104", HOLDOUT104),
           ("holdout105", HOLDOUT105),
           ("holdout106", HOLDOUT106),
           ("holdout107", HOLDOUT107),
           ("holdout108", HOLDOUT108),
           ("holdout109", HOLDOUT109),
           ("holdout110", HOLDOUT110),
           ("holdout111", HOLDOUT111),
           ("holdout112", HOLDOUT112),
           ("holdout113", HOLDOUT113),
           ("holdout114", HOLDOUT114),
           ("holdout115", HOLDOUT115),
           ("holdout116", HOLDOUT116),
           ("holdout117", HOLDOUT117),
           ("holdout118", HOLDOUT118),
           ("holdout119", HOLDOUT119),
           ("holdout120", HOLDOUT120), ("holdout121", HOLDOUT121), ("holdout122", HOLDOUT122),
           ("holdout123", HOLDOUT123), ("holdout124", HOLDOUT124))


def exists(name: str) -> bool:
    return resources.files("prompt_normalizer").joinpath(name).is_file()


def load(name: str) -> list[dict[str, Any]]:
    text = resources.files("prompt_normalizer").joinpath(name).read_text(encoding="utf-8")
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def predicted(text: str) -> list[tuple[int, int]]:
    """Spans the normalizer treats as volatile: moved fields, plus fields of a trailer the input
    already ends with (they stay where they are, at the end)."""
    result = normalize(text)
    spans = [c.span for c in result.changes if c.kind == "volatile" and c.span is not None]
    body, suffix, lines = split_trailer(text)
    if lines:
        base = len(body)
        for item in find_items(suffix, [], singletons_only=False):
            spans.append((base + item.start, base + max(b for _, b in item.cuts)))
    return spans


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0
    misses: list[tuple[str, str, str]] = field(default_factory=list)  # (fp|fn, case id, text)

    @property
    def precision(self) -> float:
        return self.tp / max(1, self.tp + self.fp)

    @property
    def recall(self) -> float:
        return self.tp / max(1, self.tp + self.fn)

    def line(self, name: str) -> str:
        return (f"{name:<14} precision {self.precision:.3f}  recall {self.recall:.3f}  "
                f"(tp {self.tp}, fp {self.fp}, fn {self.fn})")


def score(cases: list[dict[str, Any]]) -> Score:
    out = Score()
    for case in cases:
        gold = [(s["start"], s["end"]) for s in case["spans"]]
        matched: set[int] = set()
        for a, b in predicted(case["input"]):
            hit = next((k for k, (ga, gb) in enumerate(gold) if k not in matched and a < gb and ga < b), None)
            if hit is None:
                out.fp += 1
                out.misses.append(("fp", case["id"], case["input"][a:b]))
            else:
                matched.add(hit)
                out.tp += 1
        out.fn += len(gold) - len(matched)
        out.misses += [("fn", case["id"], case["input"][ga:gb])
                       for k, (ga, gb) in enumerate(gold) if k not in matched]
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--misses", action="store_true", help="list every false positive and negative")
    p.add_argument("--distinct", action="store_true",
                   help="also count wrong moves of one moved text once (a generated pattern in many placements)")
    p.add_argument("--only", metavar="NAME", nargs="+", help="score only these corpora (e.g. holdout89)")
    args = p.parse_args(argv)
    for name, path in CORPORA:
        if args.only and name not in args.only:
            continue
        if not exists(path):
            print(f"{name:<14} skipped: {path} does not exist")
            continue
        result = score(load(path))
        print(result.line(name))
        if args.distinct:
            print(f"{'':<14} distinct wrong moves {len({text for kind, _, text in result.misses if kind == 'fp'})}")
        if args.misses:
            for kind, case_id, text in result.misses:
                print(f"  {kind} {case_id}: {text!r}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
