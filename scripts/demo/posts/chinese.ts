/** Posts written in Chinese (category 随笔, tag 胶片): the demo shows mixed-language content. */
import { bold, rt } from '../../lib/record-builders'
import { bullet, callout, heading, image, paragraph, quote } from '../../lib/blocks'
import { frameUrl } from '../art/render'
import { post } from '../site'

export const filmInWinter = post({
  title: '冬日的胶片',
  slug: 'film-in-winter',
  date: '2024-01-21',
  category: '随笔',
  tags: ['胶片', 'film'],
  summary: '天冷的时候，胶片变脆，电池变懒，人却走得更慢，看得更清楚。',
  pageIcon: '❄️',
  blocks: [
    paragraph(
      '冬天拍胶片是一件需要耐心的事。手指冻得发僵，过片扳手也变得生硬，每一卷三十六张都要想清楚再按下快门。'
    ),
    paragraph(
      '但冬天的光是一年里最温柔的。太阳斜斜地挂在天边，影子被拉得很长，雪地把光反射回来，连阴影里都带着一点淡淡的蓝。'
    ),
    heading(2, '几条经验'),
    bullet(rt(bold('慢慢过片：'), '低温下胶片变脆，用力过猛容易断。')),
    bullet(rt(bold('电池放在怀里：'), '测光表没电的时候，就用“阳光十六法则”。')),
    bullet(rt(bold('回屋前先装袋：'), '相机从寒冷处进入暖屋会结露，先放进密封袋里回温。')),
    image(frameUrl('alpenglow'), { caption: '山顶的晨光，Portra 400。', aspect: 0.75 }),
    quote('慢一点，世界就会多给你一点光。'),
    callout('📝', 'gray_background', '这篇文章是演示站点中的中文示例，展示中文标签和分类。')
  ]
})

export const cityNights = post({
  title: '城市的夜色',
  slug: 'city-nights',
  date: '2024-06-16',
  category: '随笔',
  tags: ['胶片', 'cities', 'night sky'],
  summary: '雨后的街道像一面镜子，霓虹灯在积水里又亮了一遍。',
  pageIcon: '🌃',
  blocks: [
    paragraph(
      '下过雨的夜晚最适合在城市里散步。路面上的积水把招牌的颜色映成两份，出租车驶过，倒影碎成一地的光斑，又慢慢合拢。'
    ),
    paragraph(
      '我带着一卷 CineStill 800T，这种电影胶片在灯光下会出现红色的光晕，像是给每一盏灯都加了一圈温度。'
    ),
    heading(2, '夜拍的小建议'),
    bullet('找一个可以靠住的地方，栏杆、墙角都可以当三脚架。'),
    bullet('对着最亮的招牌测光，再加一档曝光。'),
    bullet('等一个路人走进画面，城市就有了故事。'),
    image(frameUrl('harbour-night'), { caption: '港口的夜，半秒曝光。', aspect: 0.75 })
  ]
})
