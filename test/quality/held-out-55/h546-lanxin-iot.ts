import type { CorpusSite } from '../corpus/types.js';

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  server: 'Tengine',
  'x-cache': 'HIT TCP_MEM_HIT dirn:-2:-2',
  'cache-control': 'max-age=600',
};

function layout(title: string, keywords: string, description: string, active: string, content: string): string {
  const nav = [
    ['/', '首页'],
    ['/products.html', '产品中心'],
    ['/solutions.html', '解决方案'],
    ['/partner.html', '合作伙伴'],
    ['/news/', '新闻动态'],
    ['/about.html', '关于我们'],
  ]
    .map(([href, label]) => `<li${href === active ? ' class="on"' : ''}><a href="${href}">${label}</a></li>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge,chrome=1">
<meta name="renderer" content="webkit">
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no">
<title>${title}</title>
<meta name="keywords" content="${keywords}">
<meta name="description" content="${description}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:image" content="https://www.lanxin-iot.com/static/images/share.jpg">
<link rel="shortcut icon" href="/favicon.ico">
<link rel="stylesheet" href="/static/css/swiper.min.css">
<link rel="stylesheet" href="/static/css/animate.min.css">
<link rel="stylesheet" href="/static/css/style.css?v=20241018">
<script src="/static/js/jquery-1.12.4.min.js"></script>
<script>var _hmt = _hmt || [];</script>
<script async src="https://hm.baidu.com/hm.js?3f8a1c2b7d9e0f4a5b6c7d8e9f0a1b2c"></script>
</head>
<body>
<div class="header">
  <div class="w1200 clearfix">
    <a href="/" class="logo fl"><img src="/static/images/logo.png" alt="蓝芯智能"></a>
    <ul class="nav fr">${nav}</ul>
    <div class="lang fr"><a href="https://www.lanxinsmart.com/" target="_blank">English</a></div>
  </div>
</div>
${content}
<div class="footer">
  <div class="w1200 clearfix">
    <div class="f-nav fl">
      <dl><dt>产品中心</dt><dd><a href="/products/sensor.html">智能传感器</a></dd><dd><a href="/products/gateway.html">智能网关</a></dd><dd><a href="/products/lock.html">智能门锁</a></dd></dl>
      <dl><dt>合作</dt><dd><a href="/partner.html">合作伙伴</a></dd><dd><a href="/partner.html#join">渠道招募</a></dd><dd><a href="https://developer.lanxin-iot.com/">开发者平台</a></dd></dl>
      <dl><dt>关于蓝芯</dt><dd><a href="/about.html">公司简介</a></dd><dd><a href="https://www.zhipin.com/gongsi/8f3c2a1b0d9e4f5a.html" target="_blank">加入我们</a></dd><dd><a href="/contact.html">联系我们</a></dd></dl>
      <dl><dt>官方旗舰店</dt><dd><a href="https://lanxinzhineng.tmall.com/" target="_blank">天猫旗舰店</a></dd><dd><a href="https://mall.jd.com/index-1000234567.html" target="_blank">京东旗舰店</a></dd></dl>
    </div>
    <div class="f-contact fr">
      <p>销售热线：400-886-1234</p>
      <p>地址：深圳市南山区科技园高新南九道 88 号蓝芯大厦 12 楼</p>
      <div class="f-qr"><img src="/static/images/wechat-qr.jpg" alt="蓝芯智能微信公众号"><span>微信公众号</span></div>
      <p><a href="https://weibo.com/lanxiniot" target="_blank">官方微博</a></p>
    </div>
  </div>
  <div class="copyright">
    <p>Copyright © 2015-2024 深圳市蓝芯智能科技有限公司 版权所有 <a href="/privacy.html">隐私政策</a></p>
    <p><a href="https://beian.miit.gov.cn/" target="_blank" rel="nofollow">粤ICP备17065432号-1</a> <a href="https://beian.mps.gov.cn/#/query/webSearch?code=44030502009876" target="_blank" rel="nofollow">粤公网安备44030502009876号</a></p>
  </div>
</div>
<div class="cookie-tip" id="cookieTip">本网站使用 Cookie 以改善浏览体验。继续浏览即表示您同意我们的<a href="/privacy.html">隐私政策</a>。<span class="close">我知道了</span></div>
<script src="/static/js/swiper.min.js"></script>
<script src="/static/js/wow.min.js"></script>
<script src="/static/js/common.js?v=20241018"></script>
<script>new WOW().init();</script>
</body>
</html>`;
}

const home = layout(
  '蓝芯智能-智能家居传感器_Zigbee/Matter网关_智能门锁厂家',
  '蓝芯智能,智能传感器,Zigbee网关,Matter,智能门锁,智能家居厂家',
  '深圳市蓝芯智能科技有限公司专注智能家居传感器、网关和智能门锁的研发与制造，产品出口40多个国家和地区。',
  '/',
  `<div class="banner swiper-container">
  <div class="swiper-wrapper">
    <div class="swiper-slide"><img src="/uploads/banner/2024/banner-matter.jpg" alt="蓝芯 Matter 网关 G3 全新上市"></div>
    <div class="swiper-slide"><img src="/uploads/banner/2024/banner-lock.jpg" alt="蓝芯 智能门锁 L7 Pro"></div>
  </div>
  <div class="swiper-pagination"></div>
</div>
<div class="index-pro w1200">
  <h2 class="tit wow fadeInUp">产品中心 <span>PRODUCTS</span></h2>
  <ul class="clearfix">
    <li class="wow fadeInUp"><a href="/products/sensor.html"><img src="/uploads/pro/s1.png" alt="门窗传感器"><p>门窗传感器 D2</p></a></li>
    <li class="wow fadeInUp"><a href="/products/sensor.html"><img src="/uploads/pro/s2.png" alt="人体存在传感器"><p>毫米波人体存在传感器 P5</p></a></li>
    <li class="wow fadeInUp"><a href="/products/gateway.html"><img src="/uploads/pro/g3.png" alt="Matter 网关"><p>多协议网关 G3</p></a></li>
    <li class="wow fadeInUp"><a href="/products/lock.html"><img src="/uploads/pro/l7.png" alt="智能门锁"><p>智能门锁 L7 Pro</p></a></li>
  </ul>
</div>
<div class="index-case w1200">
  <h2 class="tit wow fadeInUp">客户案例 <span>CASES</span></h2>
  <p>已服务超过 300 家地产、酒店与公寓客户。</p>
  <ul class="case-logos clearfix">
    <li><img src="/uploads/case/wanjia.png" alt="万家物业"></li>
    <li><img src="/uploads/case/jinling-hotel.png" alt="金陵酒店集团"></li>
    <li><img src="/uploads/case/youke.png" alt="优客公寓"></li>
    <li><img src="/uploads/case/huafa.png" alt="华发地产"></li>
  </ul>
</div>
<div class="index-eco w1200">
  <h2 class="tit">生态合作伙伴</h2>
  <p>蓝芯设备已接入主流物联网平台，<a href="/partner.html">查看全部合作伙伴 &gt;</a></p>
</div>`,
);

const partner = layout(
  '合作伙伴-蓝芯智能',
  '蓝芯智能合作伙伴,授权经销商,生态合作,方案合作伙伴',
  '蓝芯智能与生态平台、授权经销商和方案集成商携手，为全球客户提供智能家居与智慧空间解决方案。',
  '/partner.html',
  `<div class="inner-banner"><img src="/uploads/banner/partner.jpg" alt="合作伙伴"><h1>合作伙伴</h1></div>
<div class="partner-wrap w1200">
  <div class="sec sec-eco">
    <h2 class="tit">生态合作伙伴 <span>ECOSYSTEM</span></h2>
    <p class="desc">蓝芯全系设备支持以下平台，用户可在合作伙伴的 App 中直接添加和控制蓝芯设备。</p>
    <ul class="logo-list clearfix">
      <li><a href="https://www.tuya.com/cn/" target="_blank"><img src="/uploads/partner/tuya.png" alt="涂鸦智能"></a></li>
      <li><a href="https://www.yunqi-iot.com/" target="_blank"><img src="/uploads/partner/yunqi.png" alt="云栖物联"></a></li>
      <li><img src="/uploads/partner/homekit.png" alt="Apple HomeKit"></li>
    </ul>
    <p class="more">此外，蓝芯网关已通过 <a href="https://www.jiguanglink.cn/" target="_blank">极光连接</a> 开放平台认证，开发者可通过其云端 API 对接蓝芯设备。</p>
  </div>
  <div class="sec sec-dealer">
    <h2 class="tit">授权经销商 <span>DISTRIBUTORS</span></h2>
    <table class="dealer-table">
      <thead><tr><th>区域</th><th>公司名称</th><th>联系电话</th><th>网址</th></tr></thead>
      <tbody>
        <tr><td>华东</td><td>上海智居科技有限公司</td><td>021-5888 6621</td><td><a href="http://www.zhiju-sh.com" target="_blank">www.zhiju-sh.com</a></td></tr>
        <tr><td>华南</td><td>广州安居智能科技有限公司</td><td>020-3766 1088</td><td><a href="https://www.anju-gz.cn/" target="_blank">www.anju-gz.cn</a></td></tr>
        <tr><td>西南</td><td>成都蜀联物联网技术有限公司</td><td>028-8555 0123</td><td><a href="http://shulian-iot.com.cn/" target="_blank">shulian-iot.com.cn</a></td></tr>
        <tr><td>华北</td><td>北京恒通智家科技有限公司</td><td>010-6233 4455</td><td>—</td></tr>
        <tr><td>欧洲（总代理）</td><td>SmartNest GmbH</td><td>+49 89 1234 5670</td><td><a href="https://www.smartnest.de/" target="_blank">www.smartnest.de</a></td></tr>
        <tr><td>东南亚</td><td>HomeLink Solutions Sdn Bhd</td><td>+60 3 2141 8800</td><td><a href="https://homelink.com.my/" target="_blank">homelink.com.my</a></td></tr>
      </tbody>
    </table>
  </div>
  <div class="sec sec-si">
    <h2 class="tit">方案合作伙伴 <span>SOLUTION PARTNERS</span></h2>
    <div class="si-list clearfix">
      <div class="si-item"><h3>深圳楼宇集成科技有限公司</h3><p>智慧楼宇与长租公寓系统集成，基于蓝芯网关交付门禁、能耗与安防一体化方案。</p><a href="https://www.lyjc-sz.com/" target="_blank">访问官网 &gt;</a></div>
      <div class="si-item"><h3>杭州云居酒店科技有限公司</h3><p>酒店客控系统集成商，已在 120 余家酒店部署蓝芯传感器。</p><a href="https://www.yunju-hotel.com/" target="_blank">访问官网 &gt;</a></div>
    </div>
  </div>
  <div class="sec sec-cert">
    <h2 class="tit">认证与联盟</h2>
    <p>蓝芯是连接标准联盟（<a href="https://csa-iot.org/" target="_blank">CSA</a>）成员，网关 G3 已获得 Matter 认证。</p>
  </div>
  <div class="sec sec-join" id="join">
    <h2 class="tit">成为合作伙伴</h2>
    <p>诚招各地区经销商及方案集成商，请致电 400-886-1234 或发送邮件至 <a href="mailto:channel@lanxin-iot.com">channel@lanxin-iot.com</a>。</p>
  </div>
</div>`,
);

const about = layout(
  '关于我们-蓝芯智能',
  '蓝芯智能,公司简介,发展历程,荣誉资质',
  '深圳市蓝芯智能科技有限公司成立于2015年，国家高新技术企业，专注智能家居传感器与网关。',
  '/about.html',
  `<div class="inner-banner"><img src="/uploads/banner/about.jpg" alt="关于我们"><h1>关于我们</h1></div>
<div class="about-wrap w1200">
  <div class="sec">
    <h2 class="tit">公司简介</h2>
    <p>深圳市蓝芯智能科技有限公司成立于 2015 年，是一家专注于智能家居传感器、多协议网关和智能门锁研发与制造的国家高新技术企业。公司拥有研发人员 180 余人，专利 96 项，产品销往 40 多个国家和地区。</p>
  </div>
  <div class="sec">
    <h2 class="tit">投资机构</h2>
    <p>2022 年，蓝芯完成 B 轮融资，由 <a href="https://www.hongshanvc.com/" target="_blank">鸿山资本</a> 领投，<a href="https://www.qianhai-capital.com/" target="_blank">前海创投</a> 跟投。</p>
  </div>
  <div class="sec">
    <h2 class="tit">荣誉资质</h2>
    <ul class="honor-list clearfix">
      <li><img src="/uploads/honor/gxjs.jpg" alt="国家高新技术企业证书"><p>国家高新技术企业</p></li>
      <li><img src="/uploads/honor/reddot.jpg" alt="红点设计奖"><p>2023 红点设计奖</p></li>
      <li><img src="/uploads/honor/zjtx.jpg" alt="专精特新"><p>深圳市专精特新中小企业</p></li>
    </ul>
  </div>
  <div class="sec">
    <h2 class="tit">媒体报道</h2>
    <ul class="news-list">
      <li><a href="https://www.36kr.com/p/2398765432109876" target="_blank">36氪：蓝芯智能完成 B 轮融资，发力 Matter 生态</a></li>
      <li><a href="https://www.iyiou.com/news/202305121098765" target="_blank">亿欧：智能传感器出海，蓝芯的欧洲路径</a></li>
    </ul>
  </div>
</div>`,
);

export const site: CorpusSite = {
  domain: 'lanxin-iot.com',
  otherDomains: ['lanxinsmart.com'],
  covers:
    'Chinese custom-built IoT device maker: ecosystem platform partners as linked logos plus one in prose, distributor table by region (one without website, overseas distributors), solution integrator cards with "visit website"; customer logos, alliance membership, investors, honours, media, own Tmall/JD flagship stores, ICP filing, BOSS Zhipin jobs and the English site as negatives',
  pages: {
    '/': { headers: HEADERS, html: home },
    '/partner.html': { headers: HEADERS, html: partner },
    '/about.html': { headers: HEADERS, html: about },
  },
  technologies: ['animate-css', 'baidu-analytics', 'jquery', 'open-graph', 'swiper', 'tengine', 'wow'],
  partners: {
    'tuya.com': 'technology',
    'yunqi-iot.com': 'technology',
    'jiguanglink.cn': 'technology',
    'zhiju-sh.com': 'channel',
    'anju-gz.cn': 'channel',
    'shulian-iot.com.cn': 'channel',
    'smartnest.de': 'channel',
    'homelink.com.my': 'channel',
    'lyjc-sz.com': 'channel',
    'yunju-hotel.com': 'channel',
  },
};
