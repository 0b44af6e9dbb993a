import type { CorpusSite } from './types.js';

const headers = {
  server: 'Microsoft-IIS/10.0',
  'x-powered-by': 'ASP.NET',
  'x-aspnet-version': '4.0.30319',
  'set-cookie': 'ASP.NET_SessionId=k2vq1mzt4xw0yb3r5n8p2c1d; path=/; secure; HttpOnly; SameSite=Lax',
  'content-type': 'text/html; charset=utf-8',
};

const page = (file: string, title: string, content: string) => `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml">
<head><title>
	${title}
</title><link href="Content/bootstrap.min.css" rel="stylesheet" /><link href="Content/Site.css" rel="stylesheet" /></head>
<body>
    <form method="post" action="./${file}" id="ctl01">
<div class="aspNetHidden">
<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkPq8Xk1b2Jm0y3nQ4vFhRk0pZc3E=" />
</div>
        <div class="navbar navbar-inverse navbar-fixed-top">
            <div class="container">
                <a class="navbar-brand" href="Default.aspx">Ironbridge IT</a>
                <ul class="nav navbar-nav">
                    <li><a href="Services.aspx">Managed services</a></li>
                    <li><a href="Partners.aspx">Partners</a></li>
                    <li><a href="Contact.aspx">Contact</a></li>
                </ul>
            </div>
        </div>
        <div class="container body-content">
${content}
            <hr />
            <footer>
                <p>&copy; 2026 Ironbridge IT Services Ltd &middot; <a href="https://www.linkedin.com/company/ironbridge-it">LinkedIn</a></p>
            </footer>
        </div>
    </form>
</body>
</html>`;

export const site: CorpusSite = {
  domain: 'ironbridge-it.com',
  covers:
    'ASP.NET Web Forms on IIS (headers, session cookie, __VIEWSTATE, .aspx paths, Bootstrap 3); a vendor table whose websites are plain text (no links) and whose partnership column gives each row its own type; accreditation logos on the home page',
  pages: {
    '/': { redirect: '/Default.aspx' },
    '/Default.aspx': {
      headers,
      html: page(
        'Default.aspx',
        'Ironbridge IT - Managed IT for professional services',
        `            <div class="jumbotron">
                <h1>Managed IT for law and accountancy firms</h1>
                <p class="lead">24/7 support, Microsoft 365 and cyber security for firms of 20 to 500 people.</p>
            </div>
            <div class="row">
                <div class="col-md-4"><h2>Support</h2><p>UK-based engineers, one-hour response.</p></div>
                <div class="col-md-4"><h2>Security</h2><p>Managed firewalls and endpoint protection.</p></div>
                <div class="col-md-4"><h2>Accredited</h2><p><a href="https://www.ncsc.gov.uk/cyberessentials/overview"><img src="Images/cyber-essentials-plus.png" alt="Cyber Essentials Plus" /></a> <a href="https://www.iso.org/isoiec-27001-information-security.html"><img src="Images/iso27001.png" alt="ISO 27001" /></a></p></div>
            </div>`,
      ),
    },
    '/Partners.aspx': {
      headers,
      html: page(
        'Partners.aspx',
        'Vendor partnerships - Ironbridge IT',
        `            <h1>Vendor partnerships</h1>
            <p>We hold the following accreditations with the vendors whose products we supply and support.</p>
            <table class="table table-striped" id="MainContent_gvPartners">
                <tr><th scope="col">Vendor</th><th scope="col">Partnership</th><th scope="col">Since</th><th scope="col">Website</th></tr>
                <tr><td>Microsoft</td><td>Solutions Partner &ndash; Modern Work</td><td>2014</td><td>microsoft.com</td></tr>
                <tr><td>Fortinet</td><td>Authorised reseller (Expert)</td><td>2017</td><td>www.fortinet.com</td></tr>
                <tr><td>Veeam Software</td><td>Technology alliance</td><td>2019</td><td>veeam.com</td></tr>
                <tr><td>Datto</td><td>MSP partner</td><td>2020</td><td>datto.com</td></tr>
                <tr><td>Sophos</td><td>Reseller &ndash; Gold</td><td>2016</td><td>sophos.com</td></tr>
                <tr><td>Dell Technologies</td><td>Authorised reseller</td><td>2012</td><td>www.dell.com/en-uk</td></tr>
            </table>`,
      ),
    },
  },
  technologies: ['microsoft-asp-net', 'iis', 'windows-server', 'bootstrap'],
  partners: {
    'microsoft.com': 'channel',
    'fortinet.com': 'channel',
    'veeam.com': 'technology',
    'datto.com': 'channel',
    'sophos.com': 'channel',
    'dell.com': 'channel',
  },
};
