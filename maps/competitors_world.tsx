<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="competitors_sea" tilewidth="24" tileheight="28"
 tilecount="1" columns="1">
 <image source="competitors_sea.png" width="24" height="28"/>
 <tile id="0">
  <properties>
   <property name="navigable" type="bool" value="true"/>
  </properties>
 </tile>
</tileset>
