import type { CorpusSite } from './types.js';

export const site: CorpusSite = {
  domain: 'birchwood-accounting.co.uk',
  covers:
    "a small firm with no partner page: its technology partners are a headed section of the home page, next to client testimonials linking the clients' sites and professional accreditations; Bootstrap 5 from jsDelivr; a contact form; five fallback paths that 404",
  pages: {
    '/': {
      headers: { server: 'nginx', 'content-type': 'text/html; charset=UTF-8' },
      html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Birchwood Accounting | Chartered accountants in Leeds</title>
    <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-QWTKZyjpPEjISv5WaRU9OFeRpok6YctnYmDr5pNlyT2bRjXh0JMhjY6hW+ALEwIH" crossorigin="anonymous">
  </head>
  <body>
    <nav class="navbar navbar-expand-lg bg-body-tertiary"><div class="container"><a class="navbar-brand" href="/">Birchwood</a>
      <ul class="navbar-nav"><li class="nav-item"><a class="nav-link" href="#services">Services</a></li><li class="nav-item"><a class="nav-link" href="#team">Team</a></li><li class="nav-item"><a class="nav-link" href="#contact">Contact</a></li></ul></div></nav>
    <div class="container py-5">
      <div class="row"><div class="col-lg-8"><h1 class="display-5">Chartered accountants for Yorkshire businesses</h1><p class="lead">Year-end accounts, VAT, payroll and advice from people who answer the phone.</p></div></div>
      <div class="row py-4" id="services"><div class="col-md-4"><h3>Accounts &amp; tax</h3><p>Fixed monthly fees.</p></div><div class="col-md-4"><h3>Payroll</h3><p>Weekly or monthly.</p></div><div class="col-md-4"><h3>Advisory</h3><p>Budgets and forecasts.</p></div></div>
      <div class="py-4 border-top">
        <h2 class="h4">Our technology partners</h2>
        <div class="row row-cols-2 row-cols-md-4 g-4 align-items-center">
          <div class="col"><a href="https://www.xero.com/uk/"><img class="img-fluid" src="/img/xero-gold-partner.png" alt="Xero Gold Partner"></a></div>
          <div class="col"><a href="https://quickbooks.intuit.com/uk/"><img class="img-fluid" src="/img/quickbooks-proadvisor.png" alt="QuickBooks ProAdvisor"></a></div>
          <div class="col"><a href="https://dext.com/uk"><img class="img-fluid" src="/img/dext.png" alt="Dext"></a></div>
          <div class="col"><a href="https://www.brightpay.co.uk/"><img class="img-fluid" src="/img/brightpay.png" alt="BrightPay"></a></div>
        </div>
      </div>
      <div class="py-4 border-top">
        <h2 class="h4">Trusted by local businesses</h2>
        <div class="row">
          <div class="col-md-6"><figure><blockquote class="blockquote"><p>Birchwood sorted three years of messy books in a month.</p></blockquote><figcaption class="blockquote-footer">Tom Hardcastle, <a href="https://www.hardcastlejoinery.co.uk/">Hardcastle Joinery</a></figcaption></figure></div>
          <div class="col-md-6"><figure><blockquote class="blockquote"><p>Always on the end of the phone.</p></blockquote><figcaption class="blockquote-footer">Meena Shah, <a href="https://www.kirkstallcoffee.co.uk/">Kirkstall Coffee</a></figcaption></figure></div>
        </div>
      </div>
      <div class="py-4 border-top">
        <h2 class="h4">Accreditations</h2>
        <p><a href="https://www.icaew.com/"><img src="/img/icaew-chartered.png" alt="ICAEW Chartered Accountants"></a> <a href="https://www.aat.org.uk/"><img src="/img/aat-licensed.png" alt="AAT Licensed Accountant"></a></p>
      </div>
      <div class="py-4 border-top" id="contact"><h2 class="h4">Get in touch</h2><form action="/contact" method="post"><input class="form-control" name="email" type="email"><button class="btn btn-primary">Send</button></form></div>
    </div>
    <footer class="py-3 bg-light"><div class="container"><small>Birchwood Accounting Ltd · 7 Park Square East, Leeds LS1 2NE</small></div></footer>
    <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" crossorigin="anonymous"></script>
  </body>
</html>`,
    },
  },
  technologies: ['bootstrap', 'jsdelivr', 'nginx'],
  partners: {
    'xero.com': 'technology',
    'intuit.com': 'technology',
    'dext.com': 'technology',
    'brightpay.co.uk': 'technology',
  },
};
