import type { CorpusSite } from '../corpus/types.js';

/*
 * Meridian Skills Academy: a Singapore training provider built on Laravel with Livewire and Bootstrap 5 (jsDelivr),
 * Font Awesome from cdnjs and GA4. Its accreditations-and-partners page separates accreditation badges from
 * technology, university, delivery, hiring and venue partners. No sitemap.
 */

const D = 'https://meridianacademy.com.sg';
const headers = {
  'content-type': 'text/html; charset=UTF-8',
  server: 'nginx',
  'cache-control': 'no-cache, private',
  'set-cookie':
    'laravel_session=eyJpdiI6IlF3ZXJ0eVVpb3BBc2RmZ2hqa2w9PSIsInZhbHVlIjoiWnhjdmJubTEyMzQ1Njc4OTAiLCJtYWMiOiIxYTJiM2M0ZCJ9; expires=Mon, 20 May 2024 16:12:03 GMT; Max-Age=7200; path=/; httponly; samesite=lax',
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
};

function head(title: string, description: string, path: string, jsonLd?: unknown): string {
  return `<!DOCTYPE html>
<html lang="en-SG">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="csrf-token" content="pQ8vX2nL7kR4tY1wZ6mB3cJ9sD5fH0gA2eU8iO4r">
    <title>${title} | Meridian Skills Academy</title>
    <meta name="description" content="${description}">
    <link rel="canonical" href="${D}${path}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="${D}${path}">
    <meta property="og:image" content="${D}/images/og/meridian-og.jpg">
    <link rel="icon" href="${D}/favicon.png">
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">
    <link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.5.1/css/all.min.css" integrity="sha512-DTOQO9RWCH3ppGqcWaEA1BIZOC6xxalwEsw9c2QQeAIftl+Vegovlnee1c9QX4TctnWMn13TZye+giMm8e2LwA==" crossorigin="anonymous" referrerpolicy="no-referrer">
    <link rel="preload" as="style" href="${D}/build/assets/app-4ed993c7.css"><link rel="stylesheet" href="${D}/build/assets/app-4ed993c7.css">
    <script type="module" src="${D}/build/assets/app-9b1f2c3d.js"></script>
    <style>[wire\\:loading], [wire\\:loading\\.delay], [wire\\:loading\\.inline-block], [wire\\:loading\\.inline], [wire\\:loading\\.block], [wire\\:loading\\.flex], [wire\\:loading\\.table], [wire\\:loading\\.grid], [wire\\:loading\\.inline-flex] {display: none;}[wire\\:offline] {display: none;}[wire\\:dirty]:not(textarea):not(input):not(select) {display: none;}</style>
    <script async src="https://www.googletagmanager.com/gtag/js?id=G-MSA2Q7XK1P"></script>
    <script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-MSA2Q7XK1P');</script>
${jsonLd ? `    <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>\n` : ''}</head>`;
}

const nav = `<body class="d-flex flex-column min-vh-100">
<div class="bg-dark text-white small py-1"><div class="container d-flex justify-content-between"><span><i class="fa-solid fa-circle-check text-warning me-1"></i> SkillsFuture Credit and up to 70% SSG funding for eligible courses</span><span><a class="text-white me-3" href="tel:+6565508812"><i class="fa-solid fa-phone me-1"></i>+65 6550 8812</a><a class="text-white" href="https://lms.meridianacademy.com.sg/login"><i class="fa-solid fa-right-to-bracket me-1"></i>Learner login</a></span></div></div>
<nav class="navbar navbar-expand-lg bg-white border-bottom sticky-top">
  <div class="container">
    <a class="navbar-brand" href="${D}"><img src="${D}/images/meridian-logo.svg" alt="Meridian Skills Academy" width="190" height="44"></a>
    <button class="navbar-toggler" type="button" data-bs-toggle="collapse" data-bs-target="#mainNav" aria-controls="mainNav" aria-expanded="false" aria-label="Toggle navigation"><span class="navbar-toggler-icon"></span></button>
    <div class="collapse navbar-collapse" id="mainNav">
      <ul class="navbar-nav ms-auto mb-2 mb-lg-0">
        <li class="nav-item dropdown position-static">
          <a class="nav-link dropdown-toggle" href="${D}/courses" role="button" data-bs-toggle="dropdown" aria-expanded="false">Courses</a>
          <div class="dropdown-menu w-100 mt-0 border-0 shadow megamenu">
            <div class="container py-4"><div class="row">
              <div class="col-lg-3"><h6 class="dropdown-header">Cloud &amp; DevOps</h6><a class="dropdown-item" href="${D}/courses/aws-cloud-practitioner-bootcamp">AWS Cloud Practitioner Bootcamp</a><a class="dropdown-item" href="${D}/courses/azure-fundamentals-az-900">Azure Fundamentals (AZ-900)</a><a class="dropdown-item" href="${D}/courses/google-cloud-digital-leader">Google Cloud Digital Leader</a><a class="dropdown-item" href="${D}/courses/kubernetes-for-developers">Kubernetes for Developers</a></div>
              <div class="col-lg-3"><h6 class="dropdown-header">Data &amp; AI</h6><a class="dropdown-item" href="${D}/courses/python-for-data-analytics">Python for Data Analytics</a><a class="dropdown-item" href="${D}/courses/power-bi-data-visualisation">Power BI Data Visualisation</a><a class="dropdown-item" href="${D}/courses/generative-ai-for-business">Generative AI for Business</a></div>
              <div class="col-lg-3"><h6 class="dropdown-header">Business &amp; Leadership</h6><a class="dropdown-item" href="${D}/courses/agile-scrum-master">Agile Scrum Master</a><a class="dropdown-item" href="${D}/courses/salesforce-administrator">Salesforce Administrator</a><a class="dropdown-item" href="${D}/courses/digital-marketing-strategy">Digital Marketing Strategy</a></div>
              <div class="col-lg-3"><div class="card bg-light border-0"><div class="card-body"><h6 class="card-title">Not sure where to start?</h6><p class="card-text small">Book a free 20-minute call with a course advisor.</p><a href="${D}/contact?topic=advice" class="btn btn-sm btn-primary">Talk to an advisor</a></div></div></div>
            </div></div>
          </div>
        </li>
        <li class="nav-item"><a class="nav-link" href="${D}/corporate-training">Corporate Training</a></li>
        <li class="nav-item"><a class="nav-link" href="${D}/accreditations-and-partners">Accreditations &amp; Partners</a></li>
        <li class="nav-item"><a class="nav-link" href="${D}/about">About</a></li>
        <li class="nav-item"><a class="nav-link" href="${D}/contact">Contact</a></li>
      </ul>
      <a href="${D}/courses" class="btn btn-warning ms-lg-3"><i class="fa-solid fa-calendar-days me-1"></i> Upcoming intakes</a>
    </div>
  </div>
</nav>
<main class="flex-grow-1">`;

const footer = `</main>
<footer class="bg-dark text-light pt-5 pb-3 mt-5">
  <div class="container">
    <div class="row g-4">
      <div class="col-lg-4">
        <img src="${D}/images/meridian-logo-white.svg" alt="Meridian Skills Academy" width="180" height="42" loading="lazy">
        <p class="small mt-3">Meridian Skills Academy Pte. Ltd. (UEN 201718842K)<br>10 Anson Road, #22-02 International Plaza, Singapore 079903</p>
        <p class="small">Malaysia learners: <a class="link-light" href="https://www.meridianacademy.com.my/">meridianacademy.com.my</a></p>
      </div>
      <div class="col-6 col-lg-2"><h6 class="text-uppercase small fw-bold">Learn</h6><ul class="list-unstyled small"><li><a class="link-light" href="${D}/courses">All courses</a></li><li><a class="link-light" href="${D}/corporate-training">Corporate training</a></li><li><a class="link-light" href="${D}/funding">Funding &amp; grants</a></li><li><a class="link-light" href="${D}/faq">FAQ</a></li></ul></div>
      <div class="col-6 col-lg-2"><h6 class="text-uppercase small fw-bold">Academy</h6><ul class="list-unstyled small"><li><a class="link-light" href="${D}/about">About us</a></li><li><a class="link-light" href="${D}/accreditations-and-partners">Accreditations &amp; partners</a></li><li><a class="link-light" href="${D}/careers">Careers</a></li><li><a class="link-light" href="${D}/contact">Contact</a></li></ul></div>
      <div class="col-lg-4"><h6 class="text-uppercase small fw-bold">Stay in touch</h6>
        <form wire:submit="subscribe" class="d-flex gap-2" wire:id="newsletter-footer"><input type="email" class="form-control form-control-sm" placeholder="Your email" wire:model="email" aria-label="Email"><button class="btn btn-sm btn-warning" type="submit">Subscribe</button></form>
        <div class="mt-3 fs-5"><a class="link-light me-3" href="https://www.linkedin.com/school/meridian-skills-academy" aria-label="LinkedIn"><i class="fa-brands fa-linkedin"></i></a><a class="link-light me-3" href="https://www.facebook.com/meridianacademysg" aria-label="Facebook"><i class="fa-brands fa-facebook"></i></a><a class="link-light me-3" href="https://www.instagram.com/meridianacademy.sg" aria-label="Instagram"><i class="fa-brands fa-instagram"></i></a><a class="link-light" href="https://wa.me/6591234567" aria-label="WhatsApp"><i class="fa-brands fa-whatsapp"></i></a></div>
        <p class="small mt-3 mb-0">We accept</p><ul class="list-inline small"><li class="list-inline-item"><img src="${D}/images/pay/paynow.svg" alt="PayNow" width="48" height="24" loading="lazy"></li><li class="list-inline-item"><img src="${D}/images/pay/visa.svg" alt="Visa" width="40" height="24" loading="lazy"></li><li class="list-inline-item"><img src="${D}/images/pay/mastercard.svg" alt="Mastercard" width="40" height="24" loading="lazy"></li><li class="list-inline-item"><img src="${D}/images/pay/skillsfuture-credit.svg" alt="SkillsFuture Credit" width="60" height="24" loading="lazy"></li></ul>
      </div>
    </div>
    <hr class="border-secondary">
    <div class="d-flex flex-column flex-md-row justify-content-between small"><span>&copy; 2024 Meridian Skills Academy Pte. Ltd. All rights reserved.</span><span><a class="link-light me-3" href="${D}/privacy">Privacy policy (PDPA)</a><a class="link-light me-3" href="${D}/terms">Terms</a><a class="link-light" href="${D}/refund-policy">Refund policy</a></span></div>
  </div>
</footer>
<div class="position-fixed bottom-0 start-0 end-0 bg-white border-top shadow p-3 d-none" id="cookie-consent" role="dialog" aria-live="polite"><div class="container d-flex justify-content-between align-items-center"><p class="mb-0 small">We use cookies to improve your experience and analyse traffic, in line with the PDPA. <a href="${D}/privacy#cookies">Learn more</a></p><button class="btn btn-sm btn-primary" id="cookie-consent-accept">Got it</button></div></div>
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-YvpcrYf0tY3lHB60NNkmXc5s9fDVZLESaAA55NDzOxhy9GkcIdslK1eN7N6jIeHz" crossorigin="anonymous"></script>
<script src="/livewire/livewire.min.js?id=239a5c52" data-csrf="pQ8vX2nL7kR4tY1wZ6mB3cJ9sD5fH0gA2eU8iO4r" data-update-uri="/livewire/update" data-navigate-once="true"></script>
<!--Start of Tawk.to Script-->
<script type="text/javascript">
var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();
(function(){
var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];
s1.async=true;
s1.src='https://embed.tawk.to/65f1c2d3e4a5b6c7d8e9f0a1/1hp2q3r4s';
s1.charset='UTF-8';
s1.setAttribute('crossorigin','*');
s0.parentNode.insertBefore(s1,s0);
})();
</script>
<!--End of Tawk.to Script-->
</body>
</html>`;

function page(
  path: string,
  title: string,
  description: string,
  body: string,
  jsonLd?: unknown,
): { headers: Record<string, string>; html: string } {
  return { headers, html: `${head(title, description, path, jsonLd)}\n${nav}\n${body}\n${footer}` };
}

type Course = { slug: string; title: string; days: number; fee: number; next: string; funded: boolean; icon: string; cat: string };
const courses: Course[] = [
  {
    slug: 'aws-cloud-practitioner-bootcamp',
    title: 'AWS Cloud Practitioner Bootcamp',
    days: 3,
    fee: 1290,
    next: '10 Jun 2024',
    funded: true,
    icon: 'fa-cloud',
    cat: 'Cloud & DevOps',
  },
  {
    slug: 'azure-fundamentals-az-900',
    title: 'Azure Fundamentals (AZ-900)',
    days: 2,
    fee: 890,
    next: '17 Jun 2024',
    funded: true,
    icon: 'fa-cloud',
    cat: 'Cloud & DevOps',
  },
  {
    slug: 'google-cloud-digital-leader',
    title: 'Google Cloud Digital Leader',
    days: 2,
    fee: 950,
    next: '24 Jun 2024',
    funded: true,
    icon: 'fa-cloud',
    cat: 'Cloud & DevOps',
  },
  {
    slug: 'kubernetes-for-developers',
    title: 'Kubernetes for Developers',
    days: 4,
    fee: 2150,
    next: '1 Jul 2024',
    funded: false,
    icon: 'fa-cubes',
    cat: 'Cloud & DevOps',
  },
  {
    slug: 'python-for-data-analytics',
    title: 'Python for Data Analytics',
    days: 5,
    fee: 2400,
    next: '3 Jun 2024',
    funded: true,
    icon: 'fa-chart-line',
    cat: 'Data & AI',
  },
  {
    slug: 'power-bi-data-visualisation',
    title: 'Power BI Data Visualisation',
    days: 2,
    fee: 880,
    next: '13 Jun 2024',
    funded: true,
    icon: 'fa-chart-pie',
    cat: 'Data & AI',
  },
  {
    slug: 'generative-ai-for-business',
    title: 'Generative AI for Business',
    days: 1,
    fee: 590,
    next: '7 Jun 2024',
    funded: true,
    icon: 'fa-robot',
    cat: 'Data & AI',
  },
  {
    slug: 'agile-scrum-master',
    title: 'Agile Scrum Master',
    days: 2,
    fee: 1100,
    next: '20 Jun 2024',
    funded: true,
    icon: 'fa-people-group',
    cat: 'Business & Leadership',
  },
  {
    slug: 'salesforce-administrator',
    title: 'Salesforce Administrator',
    days: 5,
    fee: 2600,
    next: '8 Jul 2024',
    funded: true,
    icon: 'fa-gears',
    cat: 'Business & Leadership',
  },
  {
    slug: 'digital-marketing-strategy',
    title: 'Digital Marketing Strategy',
    days: 3,
    fee: 1350,
    next: '26 Jun 2024',
    funded: true,
    icon: 'fa-bullhorn',
    cat: 'Business & Leadership',
  },
];

const courseCard = (c: Course) =>
  `<div class="col-md-6 col-lg-4"><div class="card h-100 shadow-sm border-0"><div class="card-body"><span class="badge text-bg-light mb-2">${c.cat.replace('&', '&amp;')}</span><h3 class="h5 card-title"><i class="fa-solid ${c.icon} text-primary me-2"></i><a class="stretched-link text-decoration-none" href="${D}/courses/${c.slug}">${c.title}</a></h3><ul class="list-unstyled small text-muted mb-0"><li><i class="fa-regular fa-clock me-1"></i>${c.days} day${c.days > 1 ? 's' : ''}, full-time</li><li><i class="fa-regular fa-calendar me-1"></i>Next intake: ${c.next}</li><li><i class="fa-solid fa-tag me-1"></i>S$${c.fee.toLocaleString('en-SG')} before funding${c.funded ? ' &middot; <span class="text-success">SSG-funded</span>' : ''}</li></ul></div></div></div>`;

const home = page(
  '/',
  'Cloud, Data & Digital Skills Training in Singapore',
  'SSG-funded courses in cloud, data, AI and agile for individuals and companies in Singapore.',
  `<section class="py-5 bg-primary-subtle">
  <div class="container"><div class="row align-items-center g-5">
    <div class="col-lg-6"><h1 class="display-5 fw-bold">Skills for the jobs Singapore is hiring for.</h1><p class="lead">Instructor-led courses in cloud, data, AI and agile, designed with industry and funded by SkillsFuture Singapore.</p>
      <form class="d-flex gap-2 mt-4" wire:submit="search" wire:id="hero-search"><input class="form-control form-control-lg" type="search" placeholder="Search courses, e.g. AWS, Power BI" wire:model.live.debounce.300ms="query" aria-label="Search courses"><button class="btn btn-lg btn-primary" type="submit"><i class="fa-solid fa-magnifying-glass"></i></button></form>
      <p class="small text-muted mt-2">Singaporeans aged 40 and above can use the SkillsFuture Level-Up Programme credit of S$4,000 on eligible courses.</p></div>
    <div class="col-lg-6"><img src="${D}/images/hero/classroom-anson.jpg" class="img-fluid rounded-4 shadow" alt="Learners in a Meridian classroom at International Plaza" width="720" height="480" fetchpriority="high"></div>
  </div></div>
</section>
<section class="py-5"><div class="container"><div class="d-flex justify-content-between align-items-end mb-4"><h2 class="h3 mb-0">Popular courses</h2><a href="${D}/courses" class="btn btn-outline-primary btn-sm">All courses</a></div><div class="row g-4">
${courses.slice(0, 6).map(courseCard).join('\n')}
</div></div></section>
<section class="py-5 bg-light"><div class="container"><div class="row text-center g-4">
  <div class="col-6 col-lg-3"><div class="display-6 fw-bold text-primary">18,400</div><div class="text-muted">learners trained since 2017</div></div>
  <div class="col-6 col-lg-3"><div class="display-6 fw-bold text-primary">4.8/5</div><div class="text-muted">average course rating</div></div>
  <div class="col-6 col-lg-3"><div class="display-6 fw-bold text-primary">91%</div><div class="text-muted">exam pass rate</div></div>
  <div class="col-6 col-lg-3"><div class="display-6 fw-bold text-primary">620</div><div class="text-muted">companies trained</div></div>
</div></div></section>
<section class="py-5"><div class="container"><h2 class="h3 text-center mb-4">Organisations that train with us</h2><div class="row row-cols-3 row-cols-lg-6 g-4 align-items-center text-center client-logos">
  <div class="col"><img src="${D}/images/clients/merlion-bank.svg" class="img-fluid" alt="Merlion Bank" loading="lazy"></div>
  <div class="col"><img src="${D}/images/clients/straits-energy.svg" class="img-fluid" alt="Straits Energy" loading="lazy"></div>
  <div class="col"><img src="${D}/images/clients/jurong-medical.svg" class="img-fluid" alt="Jurong Medical Group" loading="lazy"></div>
  <div class="col"><img src="${D}/images/clients/harbourfront-insurance.svg" class="img-fluid" alt="HarbourFront Insurance" loading="lazy"></div>
  <div class="col"><a href="${D}/case-studies/tampines-town-council"><img src="${D}/images/clients/tampines-tc.svg" class="img-fluid" alt="Tampines Town Council" loading="lazy"></a></div>
  <div class="col"><img src="${D}/images/clients/pasir-panjang-logistics.svg" class="img-fluid" alt="Pasir Panjang Logistics" loading="lazy"></div>
</div></div></section>
<section class="py-5 bg-light"><div class="container"><div class="row g-4">
  <div class="col-lg-4"><figure class="bg-white p-4 rounded-3 h-100 mb-0"><blockquote class="mb-3">&ldquo;I passed the AWS exam two weeks after the bootcamp and moved into a cloud role at my company.&rdquo;</blockquote><figcaption class="small text-muted">Wei Ling T., Operations Analyst</figcaption></figure></div>
  <div class="col-lg-4"><figure class="bg-white p-4 rounded-3 h-100 mb-0"><blockquote class="mb-3">&ldquo;The Power BI trainer used our own data. Best two days of training our finance team has had.&rdquo;</blockquote><figcaption class="small text-muted">Rajesh P., Finance Director</figcaption></figure></div>
  <div class="col-lg-4"><figure class="bg-white p-4 rounded-3 h-100 mb-0"><blockquote class="mb-3">&ldquo;Practical, funded, and the trainers actually work in the industry.&rdquo;</blockquote><figcaption class="small text-muted">Nur Aisyah B., Product Owner</figcaption></figure></div>
</div><p class="text-center mt-4"><a href="${D}/accreditations-and-partners">See our accreditations and industry partners</a></p></div></section>`,
  {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: 'Meridian Skills Academy',
    url: D,
    address: { '@type': 'PostalAddress', streetAddress: '10 Anson Road, #22-02', postalCode: '079903', addressCountry: 'SG' },
  },
);

const coursesPage = page(
  '/courses',
  'All Courses',
  'Browse all Meridian Skills Academy courses and upcoming intakes.',
  `<section class="py-5 bg-primary-subtle"><div class="container"><h1 class="fw-bold">All courses</h1><p class="lead mb-0">${courses.length} instructor-led courses, on campus at International Plaza or live online.</p></div></section>
<section class="py-5"><div class="container"><div class="row g-4">
<div class="col-lg-3"><div wire:id="course-filters" class="card border-0 bg-light"><div class="card-body"><h2 class="h6">Filter</h2><div class="form-check"><input class="form-check-input" type="checkbox" id="f-cloud" wire:model.live="categories" value="cloud"><label class="form-check-label" for="f-cloud">Cloud &amp; DevOps</label></div><div class="form-check"><input class="form-check-input" type="checkbox" id="f-data" wire:model.live="categories" value="data"><label class="form-check-label" for="f-data">Data &amp; AI</label></div><div class="form-check"><input class="form-check-input" type="checkbox" id="f-biz" wire:model.live="categories" value="business"><label class="form-check-label" for="f-biz">Business &amp; Leadership</label></div><hr><div class="form-check"><input class="form-check-input" type="checkbox" id="f-funded" wire:model.live="fundedOnly"><label class="form-check-label" for="f-funded">SSG-funded only</label></div><div class="form-check"><input class="form-check-input" type="checkbox" id="f-online" wire:model.live="onlineOnly"><label class="form-check-label" for="f-online">Live online</label></div></div></div></div>
<div class="col-lg-9"><div class="row g-4">
${courses.map(courseCard).join('\n')}
</div></div>
</div></div></section>`,
);

const course = page(
  '/courses/aws-cloud-practitioner-bootcamp',
  'AWS Cloud Practitioner Bootcamp',
  'Three-day AWS Certified Cloud Practitioner bootcamp with exam voucher, SSG-funded.',
  `<section class="py-5 bg-primary-subtle"><div class="container"><nav aria-label="breadcrumb"><ol class="breadcrumb"><li class="breadcrumb-item"><a href="${D}/courses">Courses</a></li><li class="breadcrumb-item active" aria-current="page">AWS Cloud Practitioner Bootcamp</li></ol></nav><h1 class="fw-bold">AWS Cloud Practitioner Bootcamp</h1><p class="lead">Three days from zero to AWS Certified Cloud Practitioner, with an exam voucher included.</p><span class="badge text-bg-success me-2">SSG-funded</span><span class="badge text-bg-secondary">Course reference TGS-2023019876</span></div></section>
<section class="py-5"><div class="container"><div class="row g-5">
<div class="col-lg-8">
  <h2 class="h4">What you will learn</h2>
  <ul><li>Core AWS services: EC2, S3, RDS, Lambda, VPC and IAM</li><li>The AWS shared responsibility model and Well-Architected Framework</li><li>Pricing, billing and cost optimisation</li><li>Security, compliance and governance basics</li><li>Exam strategy, with two full-length mock exams</li></ul>
  <h2 class="h4 mt-4">Who it is for</h2><p>Non-technical professionals who work with cloud teams: project managers, sales engineers, finance and procurement staff, and anyone starting a cloud career.</p>
  <h2 class="h4 mt-4">Course outline</h2>
  <div class="accordion" id="outline">
    <div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button" type="button" data-bs-toggle="collapse" data-bs-target="#d1">Day 1: Cloud concepts and core services</button></h3><div id="d1" class="accordion-collapse collapse show" data-bs-parent="#outline"><div class="accordion-body">Cloud value proposition, global infrastructure, compute and storage, hands-on labs in the AWS console.</div></div></div>
    <div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d2">Day 2: Security, networking and databases</button></h3><div id="d2" class="accordion-collapse collapse" data-bs-parent="#outline"><div class="accordion-body">IAM, VPC basics, RDS and DynamoDB, monitoring with CloudWatch.</div></div></div>
    <div class="accordion-item"><h3 class="accordion-header"><button class="accordion-button collapsed" type="button" data-bs-toggle="collapse" data-bs-target="#d3">Day 3: Billing, support and exam preparation</button></h3><div id="d3" class="accordion-collapse collapse" data-bs-parent="#outline"><div class="accordion-body">Pricing models, AWS Organizations, support plans, two mock exams and review.</div></div></div>
  </div>
  <p class="mt-4 small text-muted">Delivered by an AWS Authorized Instructor using official AWS Training and Certification courseware.</p>
</div>
<div class="col-lg-4"><div class="card shadow-sm border-0 sticky-top" style="top:90px"><div class="card-body">
  <h2 class="h5">Fees</h2><table class="table table-sm small"><tbody><tr><td>Full fee (before GST)</td><td class="text-end">S$1,290.00</td></tr><tr><td>Singaporean / PR (70% funding)</td><td class="text-end">S$387.00</td></tr><tr><td>Singaporean 40+ / SME (90% funding)</td><td class="text-end">S$129.00</td></tr></tbody></table>
  <form wire:submit="register" wire:id="course-register"><label class="form-label small" for="intake">Intake</label><select id="intake" class="form-select form-select-sm mb-2" wire:model="intake"><option>10&ndash;12 Jun 2024 (Campus)</option><option>8&ndash;10 Jul 2024 (Live online)</option><option>5&ndash;7 Aug 2024 (Campus)</option></select><button class="btn btn-primary w-100" type="submit">Register now</button></form>
  <p class="small text-muted mt-2 mb-0">Eligible for SkillsFuture Credit and UTAP.</p>
</div></div></div>
</div></div></section>`,
  {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: 'AWS Cloud Practitioner Bootcamp',
    provider: { '@type': 'Organization', name: 'Meridian Skills Academy', sameAs: D },
  },
);

const corporate = page(
  '/corporate-training',
  'Corporate Training',
  'Customised, funded training programmes for teams in Singapore and across ASEAN.',
  `<section class="py-5 bg-dark text-white"><div class="container"><h1 class="fw-bold">Corporate training</h1><p class="lead">Customised programmes for teams of 8 to 800, in Singapore and across South-East Asia.</p><a class="btn btn-warning" href="${D}/contact?topic=corporate">Request a proposal</a></div></section>
<section class="py-5"><div class="container"><div class="row g-4">
  <div class="col-md-4"><div class="p-4 border rounded-3 h-100"><i class="fa-solid fa-building fa-2x text-primary mb-3"></i><h2 class="h5">Private runs</h2><p>Any course in our catalogue, run for your team only, at our campus or your office, with examples from your industry.</p></div></div>
  <div class="col-md-4"><div class="p-4 border rounded-3 h-100"><i class="fa-solid fa-route fa-2x text-primary mb-3"></i><h2 class="h5">Capability programmes</h2><p>Multi-month academies that take a cohort from foundations to certification, with coaching and project work.</p></div></div>
  <div class="col-md-4"><div class="p-4 border rounded-3 h-100"><i class="fa-solid fa-earth-asia fa-2x text-primary mb-3"></i><h2 class="h5">Regional delivery</h2><p>The same programme in Kuala Lumpur, Jakarta, Manila, Bangkok and Ho Chi Minh City through our <a href="${D}/accreditations-and-partners#delivery">regional delivery partners</a>.</p></div></div>
</div>
<h2 class="h4 mt-5">Funding for employers</h2><p>Singapore-registered companies can claim SSG course fee funding of up to 90% for SMEs, plus Absentee Payroll funding of S$4.50 per training hour. Our team prepares the grant applications for you.</p>
<h2 class="h4 mt-4">Case studies</h2>
<div class="row g-4"><div class="col-md-6"><div class="card border-0 bg-light h-100"><div class="card-body"><h3 class="h6">Tampines Town Council</h3><p class="small mb-0">Data literacy programme for 140 estate officers, cutting monthly reporting time by 60%.</p><a class="small" href="${D}/case-studies/tampines-town-council">Read the case study</a></div></div></div><div class="col-md-6"><div class="card border-0 bg-light h-100"><div class="card-body"><h3 class="h6">A regional insurer</h3><p class="small mb-0">Cloud foundations academy for 320 staff in five countries, delivered with our regional partners.</p></div></div></div></div>
</div></section>`,
);

type Delivery = { country: string; name: string; city: string; url: string };
const delivery: Delivery[] = [
  { country: 'Malaysia', name: 'KL Digital Skills Sdn Bhd', city: 'Kuala Lumpur', url: 'https://www.kldigitalskills.com.my/' },
  { country: 'Indonesia', name: 'PT Talenta Academy Indonesia', city: 'Jakarta', url: 'https://talentaacademy.co.id/' },
  { country: 'Philippines', name: 'CloudWorks Training Inc.', city: 'Manila (Makati)', url: 'https://www.cloudworks.ph/' },
  { country: 'Thailand', name: 'Bangkok Tech Learning Co., Ltd.', city: 'Bangkok', url: 'https://www.bkktechlearning.co.th/en' },
  { country: 'Vietnam', name: 'Saigon Skills Hub JSC', city: 'Ho Chi Minh City', url: 'https://saigonskills.vn/' },
];

const partnersPage = page(
  '/accreditations-and-partners',
  'Accreditations & Partners',
  'Meridian Skills Academy accreditations, technology partners, universities and regional delivery partners.',
  `<section class="py-5 bg-primary-subtle"><div class="container"><h1 class="fw-bold">Accreditations &amp; partners</h1><p class="lead mb-0">Quality you can check, and partners who keep our courses close to what employers need.</p></div></section>
<section class="py-5" id="accreditations"><div class="container">
  <h2 class="h3">Accreditations</h2>
  <p>Meridian is an Approved Training Organisation and our courses are quality-assured by the bodies below. These accreditations are what make our courses eligible for government funding.</p>
  <div class="row row-cols-2 row-cols-md-4 g-4 text-center align-items-center accreditation-badges">
    <div class="col"><a href="https://www.ssg.gov.sg/" target="_blank" rel="noopener"><img src="${D}/images/accreditations/ssg-ato.png" class="img-fluid" alt="SkillsFuture Singapore Approved Training Organisation" loading="lazy"></a></div>
    <div class="col"><a href="https://www.ibf.org.sg/" target="_blank" rel="noopener"><img src="${D}/images/accreditations/ibf-accredited.png" class="img-fluid" alt="IBF Accredited Programme" loading="lazy"></a></div>
    <div class="col"><a href="https://www.cpe.gov.sg/" target="_blank" rel="noopener"><img src="${D}/images/accreditations/edutrust.png" class="img-fluid" alt="EduTrust Certified" loading="lazy"></a></div>
    <div class="col"><img src="${D}/images/accreditations/iso-9001.png" class="img-fluid" alt="ISO 9001:2015 certified by SGS" loading="lazy"></div>
  </div>
</div></section>
<section class="py-5 bg-light" id="technology"><div class="container">
  <h2 class="h3">Technology &amp; curriculum partners</h2>
  <p>We are authorised training partners of the platforms our learners use at work. Courses use official courseware and are taught by vendor-certified instructors.</p>
  <div class="row g-4">
    <div class="col-md-6 col-lg-3"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="${D}/images/partners/aws-training-partner.svg" alt="AWS Training Partner" width="140" height="50" loading="lazy"><p class="small mt-3">AWS Training Partner delivering official AWS classroom training.</p><a class="small" href="https://aws.amazon.com/training/" target="_blank" rel="noopener">aws.amazon.com <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
    <div class="col-md-6 col-lg-3"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="${D}/images/partners/microsoft-training-services-partner.svg" alt="Microsoft Training Services Partner" width="140" height="50" loading="lazy"><p class="small mt-3">Microsoft Training Services Partner for Azure, Power Platform and Microsoft 365.</p><a class="small" href="https://learn.microsoft.com/en-us/training/" target="_blank" rel="noopener">learn.microsoft.com <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
    <div class="col-md-6 col-lg-3"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="${D}/images/partners/google-cloud-partner.svg" alt="Google Cloud Partner" width="140" height="50" loading="lazy"><p class="small mt-3">Google Cloud training partner for Cloud Digital Leader and Associate Cloud Engineer.</p><a class="small" href="https://cloud.google.com/learn/training" target="_blank" rel="noopener">cloud.google.com <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
    <div class="col-md-6 col-lg-3"><div class="card h-100 border-0 shadow-sm"><div class="card-body"><img src="${D}/images/partners/salesforce-workforce-partner.svg" alt="Salesforce Workforce Partner" width="140" height="50" loading="lazy"><p class="small mt-3">Salesforce Talent Alliance workforce partner for administrator pathways.</p><a class="small" href="https://trailhead.salesforce.com/" target="_blank" rel="noopener">trailhead.salesforce.com <i class="fa-solid fa-arrow-up-right-from-square"></i></a></div></div></div>
  </div>
</div></section>
<section class="py-5" id="universities"><div class="container">
  <h2 class="h3">University partners</h2>
  <p>Selected Meridian certificates carry credit towards degree programmes at our university partners: our Data Analytics certificate counts for 10 credit units in the <a href="https://www.suss.edu.sg/" target="_blank" rel="noopener">Singapore University of Social Sciences</a> Bachelor of Science in Business Analytics, and our cloud pathway articulates into the Graduate Certificate in Cloud Computing at <a href="https://www.rmit.edu.au/" target="_blank" rel="noopener">RMIT University</a>.</p>
</div></section>
<section class="py-5 bg-light" id="delivery"><div class="container">
  <h2 class="h3">Regional delivery partners</h2>
  <p>For corporate clients with teams across South-East Asia, our courses are delivered locally by licensed partners using Meridian courseware, trainers we certify, and the same learner platform.</p>
  <div class="table-responsive"><table class="table align-middle bg-white"><thead class="table-dark"><tr><th>Country</th><th>Delivery partner</th><th>City</th></tr></thead><tbody>
${delivery.map((p) => `    <tr><td>${p.country}</td><td><a href="${p.url}" target="_blank" rel="noopener">${p.name}</a></td><td>${p.city}</td></tr>`).join('\n')}
  </tbody></table></div>
</div></section>
<section class="py-5" id="hiring"><div class="container">
  <h2 class="h3">Hiring partners</h2>
  <p>These employers interview our graduates first for junior cloud and data roles.</p>
  <div class="row row-cols-2 row-cols-md-3 g-4 align-items-center text-center">
    <div class="col"><a href="https://www.lumenfintech.sg/careers" target="_blank" rel="noopener"><img src="${D}/images/hiring/lumen-fintech.svg" class="img-fluid" alt="Lumen Fintech" loading="lazy"></a></div>
    <div class="col"><a href="https://orchidlogistics.com.sg/" target="_blank" rel="noopener"><img src="${D}/images/hiring/orchid-logistics.svg" class="img-fluid" alt="Orchid Logistics Technology" loading="lazy"></a></div>
    <div class="col"><a href="https://kopilabs.io/" target="_blank" rel="noopener"><img src="${D}/images/hiring/kopi-labs.svg" class="img-fluid" alt="Kopi Labs" loading="lazy"></a></div>
  </div>
  <h2 class="h3 mt-5">Venue partner</h2>
  <p>Our weekend and large-cohort classes run at our venue partner <a href="https://www.kallanghub.sg/" target="_blank" rel="noopener">Kallang Learning Hub</a>, five minutes from Stadium MRT.</p>
</div></section>
<section class="py-5 bg-primary text-white"><div class="container text-center"><h2 class="h4">Interested in partnering with Meridian?</h2><p>We work with employers, universities and training companies across the region.</p><a class="btn btn-light" href="mailto:partnerships@meridianacademy.com.sg">partnerships@meridianacademy.com.sg</a></div></section>`,
);

const about = page(
  '/about',
  'About Us',
  'Meridian Skills Academy was founded in 2017 to close Singapore’s digital skills gap.',
  `<section class="py-5 bg-primary-subtle"><div class="container"><h1 class="fw-bold">About Meridian</h1><p class="lead mb-0">Founded in 2017 by two former bank technology leads who could not find enough people with cloud skills to hire.</p></div></section>
<section class="py-5"><div class="container"><div class="row g-5"><div class="col-lg-7">
  <h2 class="h4">Our mission</h2><p>We help working adults move into the digital roles Singapore&rsquo;s economy is creating, with short, practical, funded courses taught by people who do the work every day.</p>
  <h2 class="h4 mt-4">Our trainers</h2><p>All 46 of our trainers are practitioners: cloud architects, data scientists and product managers who teach part-time. Every trainer holds the Advanced Certificate in Learning and Performance (ACLP) and the vendor certifications for the courses they teach.</p>
  <h2 class="h4 mt-4">Recognition</h2><ul><li>Winner, Best Digital Skills Provider, Singapore Training &amp; Development Awards 2023</li><li>Featured in <a href="https://www.straitstimes.com/singapore/jobs" target="_blank" rel="noopener">The Straits Times</a>: &ldquo;Mid-career switchers turn to short cloud courses&rdquo;</li><li>Finalist, SME Excellence Awards 2022</li></ul>
  <h2 class="h4 mt-4">Giving back</h2><p>Each quarter we run a free digital skills workshop for job seekers with <a href="https://www.e2i.com.sg/" target="_blank" rel="noopener">e2i</a> and donate laptops to <a href="https://www.engineeringgood.org/" target="_blank" rel="noopener">Engineering Good</a>.</p>
</div><div class="col-lg-5"><img src="${D}/images/about/founders.jpg" class="img-fluid rounded-4" alt="Founders Daniel Koh and Priya Nair" width="520" height="620" loading="lazy"></div></div></div></section>
<section class="py-5 bg-light" id="careers"><div class="container"><h2 class="h4">Join us</h2><p>We are looking for part-time trainers in Kubernetes and generative AI. Roles are listed on <a href="https://www.mycareersfuture.gov.sg/" target="_blank" rel="noopener">MyCareersFuture</a> and <a href="https://sg.jobstreet.com/" target="_blank" rel="noopener">JobStreet</a>.</p></div></section>`,
);

const contact = page(
  '/contact',
  'Contact Us',
  'Contact Meridian Skills Academy at International Plaza, Singapore.',
  `<section class="py-5 bg-primary-subtle"><div class="container"><h1 class="fw-bold">Contact us</h1></div></section>
<section class="py-5"><div class="container"><div class="row g-5">
<div class="col-lg-7"><form wire:submit="send" wire:id="contact-form" class="row g-3">
  <div class="col-md-6"><label class="form-label" for="c-name">Full name</label><input class="form-control" id="c-name" wire:model="name" required></div>
  <div class="col-md-6"><label class="form-label" for="c-email">Email</label><input class="form-control" id="c-email" type="email" wire:model="email" required></div>
  <div class="col-md-6"><label class="form-label" for="c-phone">Mobile</label><input class="form-control" id="c-phone" type="tel" wire:model="phone"></div>
  <div class="col-md-6"><label class="form-label" for="c-topic">Topic</label><select class="form-select" id="c-topic" wire:model="topic"><option value="advice">Course advice</option><option value="corporate">Corporate training</option><option value="funding">Funding &amp; grants</option><option value="partnership">Partnerships</option></select></div>
  <div class="col-12"><label class="form-label" for="c-msg">Message</label><textarea class="form-control" id="c-msg" rows="5" wire:model="message"></textarea></div>
  <div class="col-12"><div class="form-check"><input class="form-check-input" type="checkbox" id="c-pdpa" wire:model="consent" required><label class="form-check-label small" for="c-pdpa">I consent to Meridian contacting me under the PDPA.</label></div></div>
  <div class="col-12"><button class="btn btn-primary" type="submit"><span wire:loading.remove>Send message</span><span wire:loading>Sending&hellip;</span></button></div>
</form></div>
<div class="col-lg-5"><h2 class="h5">Campus</h2><p>10 Anson Road, #22-02 International Plaza<br>Singapore 079903<br>Tanjong Pagar MRT (EW15), Exit A</p><p><i class="fa-solid fa-phone me-2"></i><a href="tel:+6565508812">+65 6550 8812</a><br><i class="fa-solid fa-envelope me-2"></i><a href="mailto:hello@meridianacademy.com.sg">hello@meridianacademy.com.sg</a></p><p class="small text-muted">Mon&ndash;Fri 9am&ndash;6pm, Sat 9am&ndash;1pm</p></div>
</div></div></section>`,
);

export const site: CorpusSite = {
  domain: 'meridianacademy.com.sg',
  otherDomains: ['meridianacademy.com.my'],
  covers:
    'Singapore training provider on Laravel/Livewire with Bootstrap: an accreditations-and-partners page that separates funding accreditation badges (SSG, IBF, CPE) from technology-partner cards, university partners in prose, a delivery-partner table by country, a hiring-partner logo grid and a venue partner; negatives are corporate client logos, testimonials, payment and SkillsFuture logos, awards and press, e2i and a charity, job boards, WhatsApp and social links, a dynamically loaded chat widget and the Malaysian sister domain. No sitemap.',
  pages: {
    '/': home,
    '/courses': coursesPage,
    '/courses/aws-cloud-practitioner-bootcamp': course,
    '/corporate-training': corporate,
    '/accreditations-and-partners': partnersPage,
    '/about': about,
    '/contact': contact,
    '/partners': { status: 301, redirect: '/accreditations-and-partners' },
  },
  technologies: [
    'laravel',
    'livewire',
    'php',
    'nginx',
    'bootstrap',
    'jsdelivr',
    'cdnjs',
    'cloudflare',
    'font-awesome',
    'google-analytics',
    'google-tag-manager',
    'open-graph',
    'priority-hints',
  ],
  partners: {
    'amazon.com': 'technology',
    'microsoft.com': 'technology',
    'google.com': 'technology',
    'salesforce.com': 'technology',
    'suss.edu.sg': 'generic',
    'rmit.edu.au': 'generic',
    'kldigitalskills.com.my': 'channel',
    'talentaacademy.co.id': 'channel',
    'cloudworks.ph': 'channel',
    'bkktechlearning.co.th': 'channel',
    'saigonskills.vn': 'channel',
    'lumenfintech.sg': 'generic',
    'orchidlogistics.com.sg': 'generic',
    'kopilabs.io': 'generic',
    'kallanghub.sg': 'generic',
  },
};
