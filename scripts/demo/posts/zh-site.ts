/**
 * The demo's second language: a small Simplified Chinese database served under /zh/. Its posts
 * share slugs with English posts where they are translations (hreflang pairs); one is zh-only.
 */
import { bold, rt } from '../../lib/record-builders'
import { bullet, heading, image, paragraph, quote } from '../../lib/blocks'
import type { RowInput } from '../../lib/workspace-builder'
import { coverUrl, frameUrl } from '../art/render'
import { day, post } from '../site'
import { configRow, menu } from './pages'

export const ZH_SEED = 'notion-press/demo-zh'

const harbour = post({
  title: '港口的蓝调时刻',
  slug: 'harbour-blue-hour',
  date: '2025-03-02',
  category: '旅行',
  tags: ['城市', '蓝调'],
  summary: '日落之后的二十分钟，港口的灯一盏盏亮起，天空还留着最后的蓝。',
  pageIcon: '⚓',
  blocks: [
    paragraph('日落之后，天空并不会马上变黑。有二十分钟左右，整个港口浸在一种深沉的蓝色里。'),
    paragraph('渡轮的灯、吊车的灯、岸边小酒馆的灯，一盏一盏亮起来，倒映在水面上。'),
    image(frameUrl('harbour-night'), { caption: '蓝调时刻的港口。', aspect: 0.75 }),
    quote('等光，比找光更重要。')
  ]
})

const seaOfClouds = post({
  title: '云海之上',
  slug: 'sea-of-clouds',
  date: '2024-10-12',
  category: '旅行',
  tags: ['山', '日出'],
  summary: '凌晨三点起床爬山，只为了看一眼脚下翻涌的云海。',
  pageIcon: '☁️',
  blocks: [
    paragraph('凌晨三点，头灯照着脚下的石阶。山顶的风很冷，但云海在日出前一刻铺满了整个山谷。'),
    heading(2, '登山前的准备'),
    bullet(rt(bold('看天气：'), '前一天下过雨、当天清晨无风，最容易出现云海。')),
    bullet(rt(bold('带够衣服：'), '山顶比山脚冷十度以上。')),
    image(frameUrl('alpenglow'), { caption: '日出前的云海。', aspect: 0.75 })
  ]
})

const desertWeek = post({
  title: '沙漠一周',
  slug: 'desert-week',
  date: '2024-04-20',
  category: '旅行',
  tags: ['沙漠'],
  summary: '七天，三卷胶片，一壶永远不够喝的水。',
  pageIcon: '🏜️',
  blocks: [
    paragraph('沙漠里的光非常硬，中午几乎拍不了任何东西。真正的拍摄时间只有清晨和傍晚。'),
    paragraph('夜里的星空却出奇地清楚，银河从地平线的一头跨到另一头。')
  ]
})

const zoneSystem = post({
  title: '区域曝光法入门',
  slug: 'zone-system',
  date: '2023-11-05',
  category: '暗房',
  tags: ['胶片', '曝光'],
  summary: '把一个场景分成十一个灰阶，先想好冲洗，再按下快门。',
  pageIcon: '🎞️',
  blocks: [
    paragraph('区域曝光法把从纯黑到纯白分成十一个区域。测光表告诉你的，永远是第五区的中灰。'),
    bullet('暗部决定曝光：想让阴影留住细节，就把它放在第三区。'),
    bullet('亮部决定显影：高光太亮，就缩短显影时间。')
  ]
})

const teaHouse = post({
  title: '山间茶馆',
  slug: 'mountain-tea-house',
  date: '2025-05-18',
  category: '随笔',
  tags: ['山', '茶'],
  summary: '半山腰的茶馆里，老板用柴火烧水，一壶普洱可以喝一下午。',
  cover: coverUrl('mountain-lakes'),
  pageIcon: '🍵',
  blocks: [
    paragraph('下山的路上遇到一家茶馆。老板用柴火烧水，一壶普洱可以续七八次。'),
    paragraph('窗外是雾，屋里是茶香。那天我一张照片也没有拍，只是坐着喝茶。')
  ]
})

const about: RowInput = {
  title: '关于',
  type: 'Page',
  status: 'Published',
  slug: 'about',
  date: '2023-01-15',
  summary: '一个在清晨出门、在深夜冲片的摄影师。',
  cover: coverUrl('about'),
  pageIcon: '👋',
  created: day('2023-01-15'),
  blocks: [
    paragraph('你好，我是一名摄影师。这里收集了旅行笔记、暗房实验，以及一些让我骄傲的照片。'),
    quote('摄影大多是在好地方等待光。')
  ]
}

const config = configRow(
  'demo-zh/config',
  [
    ['TITLE', '银与光', 'Yes'],
    ['DESCRIPTION', '一个摄影师的笔记本：光、天气、胶片和城市的边缘。', 'Yes'],
    ['AUTHOR', '雷恩', 'Yes'],
    ['BIO', '光、天气与城市的边缘。', 'Yes'],
    ['SINCE', '2023', 'Yes']
  ],
  '启用的行覆盖站点设置。'
)

/** Rows in view order: site rows first, then posts newest first. */
export const ZH_ROWS: RowInput[] = [
  config,
  menu('归档', '/archive', 'fas fa-archive'),
  menu('关于', '/about', 'fas fa-user'),
  about,
  teaHouse,
  harbour,
  seaOfClouds,
  desertWeek,
  zoneSystem
]
